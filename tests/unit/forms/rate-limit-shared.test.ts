// The form rate limit shared by the replicas through Redis (issue 35 §3): a real redis-server on a
// loopback port, two module instances standing for two replicas.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import type * as RateLimit from "~/forms/rate-limit.server";

const REDIS_PORT = 3420;
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis)
  console.warn(
    "tests/unit/forms/rate-limit-shared: skipped, redis-server is not installed (apt-get install -y redis-server; .ci/run installs it)",
  );

let redis: ChildProcess | undefined;

async function startRedis() {
  redis = spawn(
    "redis-server",
    ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(REDIS_PORT, "127.0.0.1", () => resolve(true));
      socket.on("error", () => resolve(false));
      socket.on("connect", () => socket.end());
    });
    if (up) return;
    if (redis.exitCode !== null) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Limiter = typeof RateLimit;

/** A fresh instance of the module, as a replica loads it. */
async function replica(env: Record<string, string>): Promise<Limiter> {
  vi.resetModules();
  Object.assign(process.env, { CMS_URL: "http://127.0.0.1:1", CORE_URL: "http://127.0.0.1:1", ...env });
  return import("~/forms/rate-limit.server");
}

const saved = { ...process.env };
const replicas: Limiter[] = [];
afterEach(async () => {
  process.env = { ...saved };
  await Promise.all(replicas.splice(0).map((limiter) => limiter.resetFormRateLimit()));
});
afterAll(() => {
  redis?.kill("SIGKILL");
});

describe("the form rate limit without REDIS_URL", () => {
  it("counts in this process's memory", async () => {
    const a = await replica({});
    const b = await replica({});
    replicas.push(a, b);
    expect([await a.allowFormPost("198.51.100.1", 2), await a.allowFormPost("198.51.100.1", 2)]).toEqual([
      true,
      true,
    ]);
    expect(await a.allowFormPost("198.51.100.1", 2)).toBe(false);
    // Another process has its own count.
    expect(await b.allowFormPost("198.51.100.1", 2)).toBe(true);
  });
});

describe.skipIf(!hasRedis)("the form rate limit with REDIS_URL (issue 35 §3)", () => {
  beforeAll(startRedis, 20_000);

  it("holds across replicas: three replicas do not let a client post three times as often", async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` };
    const a = await replica(env);
    const b = await replica(env);
    const c = await replica(env);
    replicas.push(a, b, c);
    const client = `203.0.113.${Math.floor(Math.random() * 200)}`;
    expect(await a.allowFormPost(client, 3)).toBe(true);
    expect(await b.allowFormPost(client, 3)).toBe(true);
    expect(await c.allowFormPost(client, 3)).toBe(true);
    expect([
      await a.allowFormPost(client, 3),
      await b.allowFormPost(client, 3),
      await c.allowFormPost(client, 3),
    ]).toEqual([false, false, false]);
    expect(await a.allowFormPost("203.0.113.250", 3)).toBe(true);
  });

  it("falls back per process, with one warning, when Redis is down: forms keep working", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = await replica({ REDIS_URL: "redis://127.0.0.1:3421" });
    replicas.push(down);
    const answers = [];
    for (let post = 0; post < 3; post += 1) answers.push(await down.allowFormPost("192.0.2.9", 2));
    expect(answers).toEqual([true, true, false]);
    const warnings = warn.mock.calls.filter(([message]) =>
      String(message).includes("Redis cannot be reached"),
    );
    expect(warnings).toHaveLength(1);
    warn.mockRestore();
  });
});
