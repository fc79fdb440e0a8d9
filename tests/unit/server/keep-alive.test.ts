import net from "node:net";
import { hasBuild, sleep, startServer, startStubCms, type RunningServer, type StubCms } from "./harness";

let cms: StubCms;
const servers: RunningServer[] = [];

beforeAll(async () => {
  if (hasBuild) cms = await startStubCms();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await cms?.close();
});

/** A raw keep-alive connection: `ask` sends one request and resolves with the status line. */
function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now())));
  const ask = () =>
    new Promise<string>((resolve, reject) => {
      socket.once("data", (chunk: string) => resolve(chunk));
      socket.once("close", () => reject(new Error("closed by the server")));
      socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    });
  return { socket, closed, ask };
}

// Concurrent: each test waits seconds on its own server.
describe.skipIf(!hasBuild)("keep-alive", () => {
  it.concurrent(
    "is 65 s by default (load balancers keep idle connections 60 s): headers 66 s",
    async () => {
      const server = await startServer(cms);
      servers.push(server);
      const listening = server.logs.find((line) => line.msg === "listening");
      // Read back from the running http.Server, not from the configuration.
      expect(listening).toMatchObject({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 });
      expect(Number(listening?.requestTimeoutMs)).toBeGreaterThanOrEqual(66_000);

      const client = connection(server.port);
      expect(await client.ask()).toMatch(/^HTTP\/1\.1 200[\s\S]*Keep-Alive: timeout=65/);
      // Past remix-serve's 5 s, the same connection still serves.
      await sleep(5_500);
      expect(await client.ask()).toMatch(/^HTTP\/1\.1 200/);
      client.socket.destroy();
    },
    15_000,
  );

  it.concurrent(
    "an idle connection stays open past 60 s, as long as a load balancer keeps it (issue 11)",
    async () => {
      const server = await startServer(cms);
      servers.push(server);
      const client = connection(server.port);
      expect(await client.ask()).toMatch(/^HTTP\/1\.1 200/);
      await sleep(61_000);
      expect(await client.ask()).toMatch(/^HTTP\/1\.1 200/);
      client.socket.destroy();
    },
    75_000,
  );

  it.concurrent(
    "closes an idle connection after KEEP_ALIVE_TIMEOUT_MS, not before",
    async () => {
      const server = await startServer(cms, { KEEP_ALIVE_TIMEOUT_MS: "1500" });
      servers.push(server);
      const client = connection(server.port);
      expect(await client.ask()).toMatch(/Keep-Alive: timeout=1\b/);
      const idleSince = performance.now();
      await sleep(1_000);
      expect(await client.ask()).toMatch(/^HTTP\/1\.1 200/);
      const askedAgain = performance.now();
      // Node keeps the socket one second longer than it announces (Keep-Alive: timeout=…).
      const closedAt = await client.closed;
      expect(closedAt - askedAgain).toBeGreaterThan(1_400);
      expect(closedAt - askedAgain).toBeLessThan(3_200);
      expect(askedAgain - idleSince).toBeGreaterThan(900);
    },
    10_000,
  );
});
