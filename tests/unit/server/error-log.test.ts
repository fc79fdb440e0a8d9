import { hasBuild, rawRequest, sleep, useServer } from "./harness";

const harness = useServer();

const ask = (method: string, target: string) =>
  rawRequest(
    harness.server.port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );

// Issue 21 §8: unmatched routes and Remix 405s wrote multi-line stack traces to stderr.
describe.skipIf(!hasBuild)("error log (handleError in app/entry.server.tsx)", () => {
  it.each([
    ["GET", "//x", 404],
    ["PROPFIND", "/fr", 405],
    ["OPTIONS", "/fr", 405],
  ])(
    "%s %s: one JSON line with message, status and path, no stack, nothing on stderr",
    async (method, target, status) => {
      const before = harness.server.logs.length;
      expect((await ask(method, target)).status).toBe(status);
      await sleep(100);
      const errors = harness.server.logs.slice(before).filter((line) => line.msg === "request error");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ level: "warn", status, method });
      expect(typeof errors[0].error).toBe("string");
      expect(errors[0].path).toMatch(/^\//);
      expect(errors[0]).not.toHaveProperty("stack");
      expect(harness.server.stderr()).toBe("");
    },
  );

  it("a flood of unmatched URLs writes at most 20 error lines a minute, then counts the rest", async () => {
    const before = harness.server.logs.length;
    for (let i = 0; i < 40; i++) await ask("GET", `//flood-${i}`);
    await sleep(100);
    const errors = harness.server.logs.slice(before).filter((line) => line.msg === "request error");
    expect(errors.length).toBeLessThanOrEqual(20);
    expect(harness.server.stderr()).toBe("");
  });
});
