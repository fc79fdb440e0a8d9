import { createLog, describeError } from "../../../server/logging.mjs";

function capture(minimum: "debug" | "info" | "warn" | "error" = "info", perMinute = 3) {
  const lines: Record<string, unknown>[] = [];
  let now = Date.UTC(2026, 0, 1);
  const log = createLog(minimum, {
    perMinute,
    write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    now: () => now,
  });
  return { log, lines, advance: (ms: number) => (now += ms) };
}

// Issue 21 §8: a flood of bad requests cannot fill the disk.
describe("server log (server/logging.mjs)", () => {
  it("writes at most N warnings or errors per message a minute, then says how many it dropped", () => {
    const { log, lines, advance } = capture();
    for (let i = 0; i < 10; i++) log("warn", "request error", { key: "404 No route", path: `/x${i}` });
    expect(lines.map((line) => line.path)).toEqual(["/x0", "/x1", "/x2"]);
    expect(lines[0]).not.toHaveProperty("key");
    advance(60_000);
    log("warn", "request error", { key: "404 No route", path: "/y" });
    expect(lines.slice(3)).toMatchObject([
      { level: "warn", msg: "log lines suppressed", message: "request error", suppressed: 7 },
      { msg: "request error", path: "/y" },
    ]);
  });

  it("counts each message on its own and never limits the request log (lines without a key)", () => {
    const { log, lines } = capture();
    for (let i = 0; i < 5; i++) log("error", "request error", { key: "500 a" });
    for (let i = 0; i < 5; i++) log("error", "request error", { key: "500 b" });
    for (let i = 0; i < 50; i++) log("info", "request", { status: 404 });
    for (let i = 0; i < 50; i++) log("error", "request", { status: 502 });
    expect(lines.filter((line) => line.msg === "request error")).toHaveLength(6);
    expect(lines.filter((line) => line.msg === "request")).toHaveLength(100);
  });

  it("keeps a bounded number of counts: a flood of distinct messages shares one", () => {
    const { log, lines } = capture("info", 2);
    for (let i = 0; i < 5_000; i++) log("warn", "request error", { key: `distinct ${i}` });
    expect(lines.length).toBeLessThan(1_100);
  });

  it("describes a Remix 404 or 405 by its status and one-line message, and groups URLs under one key", () => {
    const notFound = (path: string) => ({
      status: 404,
      statusText: "Not Found",
      internal: true,
      error: new Error(`No route matches URL "${path}"`),
    });
    const first = describeError(notFound("//x"));
    expect(first).toMatchObject({ status: 404, message: 'No route matches URL "//x"' });
    expect(first.message).not.toContain("\n");
    expect(describeError(notFound("/y/123")).key).toBe(first.key);
    expect(describeError(new TypeError("boom"))).toMatchObject({ status: 500, message: "boom" });
    expect(describeError(new TypeError("boom")).stack).toContain("TypeError");
  });
});
