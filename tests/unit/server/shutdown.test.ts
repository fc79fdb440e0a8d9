import net from "node:net";
import { hasBuild, request, sleep, startServer, startStubCms, type StubCms } from "./harness";

let cms: StubCms;

beforeAll(async () => {
  if (!hasBuild) return;
  cms = await startStubCms();
  cms.delays.set("/fr/lent", 2500);
  cms.delays.set("/fr/sans-fin", 8000);
});
afterAll(() => cms?.close());

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
        const inFlight = request(server.port, "/fr/lent");
        await sleep(200);

        const signalled = performance.now();
        server.child.kill("SIGTERM");
        await sleep(50);
        const ready = await request(server.port, "/readyz");
        expect(ready.status).toBe(503);
        expect(performance.now() - signalled).toBeLessThan(400);

        const page = await request(server.port, "/fr");
        expect(page.status).toBe(200);
        expect(page.headers.connection).toBe("close");

        // After the drain the server stops accepting connections…
        await sleep(1700 - (performance.now() - signalled));
        await expect(request(server.port, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
        // …and closes the idle keep-alive connection, but not the request under way.
        const idleClosedAt = await idle.closed;
        expect(idleClosedAt - signalled).toBeLessThan(2000);

        const finished = await inFlight;
        expect(finished.status).toBe(200);
        expect(finished.body.toString()).toContain("</html>");

        const exit = await server.exited;
        expect(exit.code).toBe(0);
        expect(exit.at - signalled).toBeLessThan(3500);
        expect(server.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(["shutdown", "stopped"]));
      } finally {
        await server.stop();
      }
    },
    10_000,
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
        expect(exit.at - signalled).toBeLessThan(2000);
        expect(await stuck).toBeInstanceOf(Error);
      } finally {
        await server.stop();
      }
    },
    10_000,
  );
});
