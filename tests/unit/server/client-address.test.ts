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
const servers: RunningServer[] = [];

beforeAll(async () => {
  if (hasBuild) cms = await startStubCms();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await cms?.close();
});

const post = (port: number, headers: Record<string, string> = {}) =>
  request(port, "/fr/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    // The rate limit comes before the form is handled (422 invalid, or 502: the stub CMS gives no
    // site credentials); any answer but 429 says the post was let through.
    body: "form_type=contact_form&email=nope",
  });

async function statusesOf25Posts(port: number, headers?: Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++) statuses.push((await post(port, headers)).status);
  return statuses;
}

// Issue 21 §2: the socket address reaches the app (load context), as the request log computes it.
describe.skipIf(!hasBuild)("client address (getLoadContext clientAddress)", () => {
  it.each([
    ["TRUST_PROXY_HOPS=0", "0"],
    ["one hop and no X-Forwarded-For", "1"],
  ])(
    "%s: the 21st post of a client within 10 minutes gets 429",
    async (_name, hops) => {
      const server = await startServer(cms, { TRUST_PROXY_HOPS: hops });
      servers.push(server);
      const statuses = await statusesOf25Posts(server.port);
      expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
      expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    },
    60_000,
  );

  it("with one hop, counts by the X-Forwarded-For entry the log writes, not by the proxy's socket", async () => {
    const server = await startServer(cms, { TRUST_PROXY_HOPS: "1" });
    servers.push(server);
    const first = await statusesOf25Posts(server.port, { "X-Forwarded-For": "203.0.113.7" });
    expect(first.slice(20)).toEqual(Array(5).fill(429));
    // Another client behind the same proxy has its own count.
    expect((await post(server.port, { "X-Forwarded-For": "203.0.113.8" })).status).not.toBe(429);
    // The request log writes its line once the answer is over.
    const loggedLast = () =>
      server.logs.filter((line) => line.msg === "request" && line.method === "POST").at(-1)?.ip;
    for (let i = 0; i < 100 && loggedLast() !== "203.0.113.8"; i++) await sleep(20);
    expect(loggedLast()).toBe("203.0.113.8");
  }, 60_000);
});
