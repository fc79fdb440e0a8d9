import http from "node:http";
import net from "node:net";
import {
  hasBuild,
  request,
  sleep,
  startServer,
  startStubCms,
  type RunningServer,
  type StubCms,
} from "./harness";

let cms: StubCms;

beforeAll(async () => {
  if (!hasBuild) return;
  cms = await startStubCms();
  cms.delays.set("/fr/lent", 2500);
  cms.delays.set("/fr/sans-fin", 8000);
});
afterAll(() => cms?.close());

async function waitForLog(server: RunningServer, msg: string) {
  for (;;) {
    const line = server.logs.find((entry) => entry.msg === msg);
    if (line) return line;
    await sleep(20);
  }
}

/** An open keep-alive connection that has answered one request and now sits idle. */
async function idleConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => {
    socket.once("data", () => resolve());
    socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  });
  return { socket, closed };
}

// Concurrent: each test waits seconds on its own server.
describe.skipIf(!hasBuild)("graceful shutdown", () => {
  it.concurrent(
    "SIGTERM: /readyz 503 at once, pages served while draining, in-flight request finished, exit 0",
    async () => {
      const server = await startServer(cms, { SHUTDOWN_DRAIN_MS: "1500", SHUTDOWN_TIMEOUT_MS: "6000" });
      try {
        const idle = await idleConnection(server.port);
        let finishedAt = 0;
        // Through a keep-alive agent, as a load balancer sends it: its connection must close too.
        const agent = new http.Agent({ keepAlive: true });
        const inFlight = request(server.port, "/fr/lent", { agent }).finally(() => (finishedAt = Date.now()));
        await sleep(200);

        const signalled = performance.now();
        const signalledAt = Date.now();
        server.child.kill("SIGTERM");
        await sleep(50);
        const ready = await request(server.port, "/readyz");
        expect(ready.status).toBe(503);
        expect(performance.now() - signalled).toBeLessThan(1000); // the drain lasts 1.5 s

        const page = await request(server.port, "/fr");
        expect(page.status).toBe(200);
        expect(page.headers.connection).toBe("close");

        // After the drain the server stops accepting connections…
        const closing = await waitForLog(server, "closing");
        const closingSeen = performance.now();
        expect(Date.parse(String(closing.time)) - signalledAt).toBeGreaterThanOrEqual(1400);
        // Refused, or reset: a connection the kernel queued in the moment between the log line and
        // the listener's close (longer on a busy machine) is reset when it closes. Neither is served.
        await expect(request(server.port, "/healthz")).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
        // …closes the idle keep-alive connection at once, but lets the request under way finish.
        expect((await idle.closed) - closingSeen).toBeLessThan(500);
        const finished = await inFlight;
        expect(finished.status).toBe(200);
        expect(finished.body.toString()).toContain("</html>");
        expect(finishedAt).toBeGreaterThan(Date.parse(String(closing.time)));

        // Exit 0 is a clean stop: the deadline (SHUTDOWN_TIMEOUT_MS) exits 1.
        const exit = await server.exited;
        expect(exit.code).toBe(0);
        agent.destroy();
        expect(server.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(["shutdown", "stopped"]));
      } finally {
        await server.stop();
      }
    },
    // Guards against a hang, not speed bounds: the server's start alone took over 10 s beside other
    // test files and builds.
    60_000,
  );

  it.concurrent(
    "exits at SHUTDOWN_TIMEOUT_MS even when a request never ends",
    async () => {
      const server = await startServer(cms, {
        SHUTDOWN_DRAIN_MS: "0",
        SHUTDOWN_TIMEOUT_MS: "1000",
        UPSTREAM_TIMEOUT_MS: "20000",
      });
      try {
        const stuck = request(server.port, "/fr/sans-fin").catch((error: Error) => error);
        await sleep(200);
        const signalled = performance.now();
        server.child.kill("SIGTERM");
        const exit = await server.exited;
        expect(exit.code).toBe(1);
        expect(exit.at - signalled).toBeGreaterThan(900);
        expect(exit.at - signalled).toBeLessThan(3000);
        expect(await stuck).toBeInstanceOf(Error);
      } finally {
        await server.stop();
      }
    },
    // Guards against a hang, not speed bounds: the server's start alone took over 10 s beside other
    // test files and builds.
    60_000,
  );
});
