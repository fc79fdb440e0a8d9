import {
  hasBuild,
  rawRequest,
  sleep,
  startServer,
  startStubCms,
  type RunningServer,
  type StubCms,
} from "./harness";

let cms: StubCms;
let server: RunningServer;

beforeAll(async () => {
  if (!hasBuild) return;
  cms = await startStubCms();
  server = await startServer(cms);
});
afterAll(async () => {
  await server?.stop();
  await cms?.close();
});

const ask = (method: string, target: string) =>
  rawRequest(server.port, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

// Issue 21 §8: unmatched routes and Remix 405s wrote multi-line stack traces to stderr.
describe.skipIf(!hasBuild)("error log (handleError in app/entry.server.tsx)", () => {
  it.each([
    ["GET", "//x", 404],
    ["PROPFIND", "/fr", 405],
    ["OPTIONS", "/fr", 405],
  ])(
    "%s %s: one JSON line with message, status and path, no stack, nothing on stderr",
    async (method, target, status) => {
      const before = server.logs.length;
      expect((await ask(method, target)).status).toBe(status);
      await sleep(100);
      const errors = server.logs.slice(before).filter((line) => line.msg === "request error");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ level: "warn", status, method });
      expect(typeof errors[0].error).toBe("string");
      expect(errors[0].path).toMatch(/^\//);
      expect(errors[0]).not.toHaveProperty("stack");
      expect(server.stderr()).toBe("");
    },
  );

  it("a flood of unmatched URLs writes at most 20 error lines a minute, then counts the rest", async () => {
    const before = server.logs.length;
    for (let i = 0; i < 40; i++) await ask("GET", `//flood-${i}`);
    await sleep(100);
    const errors = server.logs.slice(before).filter((line) => line.msg === "request error");
    expect(errors.length).toBeLessThanOrEqual(20);
    expect(server.stderr()).toBe("");
  });
});
