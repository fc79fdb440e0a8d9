// deploy/varnish/default.vcl in a real varnishd (issue 35 §1, §5): what a shared cache keeps and what
// it serves stale, in front of a stub origin whose answers each test sets. Every assertion waits for
// a state (an answer, an X-Cache value), never for a time: only the origin's TTLs are short.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const VARNISH_PORT = 3446;
const ADMIN_PORT = 3447;
const hasVarnish = spawnSync("sh", ["-c", "command -v varnishd"]).status === 0;
if (!hasVarnish)
  console.warn("tests/unit/deploy/varnish: skipped, varnishd is not installed (apt-get install -y varnish)");

type Answer = { status: number; headers: Record<string, string>; body: string };
/** What the origin answers, by path. */
const answers = new Map<string, Answer>();
const originCalls: string[] = [];
const origin = http.createServer((req, res) => {
  originCalls.push(`${req.method} ${req.url}`);
  const answer = answers.get(req.url ?? "") ?? { status: 404, headers: {}, body: "none" };
  res.writeHead(answer.status, answer.headers).end(answer.body);
});
let varnish: ChildProcess | undefined;
let workDir = "";

function get(pathName: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; cache: string; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: VARNISH_PORT, path: pathName, method, agent: false, headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cache: String(res.headers["x-cache"]), body }),
        );
      },
    );
    req.on("error", reject);
    req.end(method === "POST" ? "a=1" : undefined);
  });
}

/** Asks until `done` holds for an answer; returns every answer seen. */
async function askUntil(pathName: string, done: (answer: Awaited<ReturnType<typeof get>>) => boolean) {
  const seen = [];
  for (;;) {
    const answer = await get(pathName);
    seen.push(answer);
    if (done(answer)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!hasVarnish) return;
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  workDir = mkdtempSync(path.join(tmpdir(), "varnish-test-"));
  const { port } = origin.address() as AddressInfo;
  writeFileSync(
    path.join(workDir, "backend.vcl"),
    `backend haproxy { .host = "127.0.0.1"; .port = "${port}"; }\n`,
  );
  const deploy = path.resolve(__dirname, "../../../deploy/varnish");
  varnish = spawn(
    "varnishd",
    [
      ...["-F", "-j", "none", "-n", path.join(workDir, "n"), "-s", "malloc,32m"],
      ...["-a", `127.0.0.1:${VARNISH_PORT}`, "-T", `127.0.0.1:${ADMIN_PORT}`],
      ...["-p", `vcl_path=${workDir}:${deploy}`, "-f", path.join(deploy, "default.vcl")],
    ],
    { stdio: "ignore" },
  );
  answers.set("/up", { status: 200, headers: {}, body: "up" });
  for (;;) {
    if (varnish.exitCode !== null) throw new Error("varnishd did not start");
    if ((await get("/up").catch(() => null))?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  varnish?.kill("SIGKILL");
  origin.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const page = (cacheControl: string, body: string, extra: Record<string, string> = {}): Answer => ({
  status: 200,
  headers: { "Cache-Control": cacheControl, ...extra },
  body,
});

describe.skipIf(!hasVarnish)("deploy/varnish/default.vcl", () => {
  it("keeps a public page for its s-maxage, and nothing private, no-store, with Set-Cookie or posted", async () => {
    answers.set("/public", page("public, max-age=0, s-maxage=60", "public"));
    answers.set("/private", page("private, no-store", "private"));
    answers.set("/cookie", page("public, s-maxage=60", "cookie", { "Set-Cookie": "a=1" }));
    expect((await get("/public")).cache).toBe("MISS");
    expect(await get("/public")).toMatchObject({ cache: "HIT", body: "public" });
    for (const pathName of ["/private", "/cookie"]) {
      await get(pathName);
      expect((await get(pathName)).cache).not.toMatch(/HIT|STALE/);
    }
    originCalls.length = 0;
    await get("/public", {}, "POST");
    await get("/public", {}, "POST");
    expect(originCalls).toEqual(["POST /public", "POST /public"]);
  });

  it("keeps one copy per Vary value", async () => {
    answers.set("/vary", page("public, s-maxage=60", "vary", { Vary: "Accept-Language" }));
    await get("/vary", { "Accept-Language": "fr" });
    expect((await get("/vary", { "Accept-Language": "fr" })).cache).toBe("HIT");
    expect((await get("/vary", { "Accept-Language": "en" })).cache).toBe("MISS");
  });

  it("serves a stale copy while it refreshes it within stale-while-revalidate", async () => {
    answers.set("/swr", page("public, s-maxage=1, stale-while-revalidate=600", "v1"));
    await get("/swr");
    answers.set("/swr", page("public, s-maxage=1, stale-while-revalidate=600", "v2"));
    const seen = await askUntil("/swr", (answer) => answer.body === "v2");
    expect(seen.some((answer) => answer.cache === "STALE" && answer.body === "v1")).toBe(true);
  });

  it("with neither stale-while-revalidate nor stale-if-error, waits for the fresh copy once it expired", async () => {
    answers.set("/fresh", page("public, s-maxage=1", "v1"));
    await get("/fresh");
    answers.set("/fresh", page("public, s-maxage=1", "v2"));
    const seen = await askUntil("/fresh", (answer) => answer.body === "v2");
    expect(seen.filter((answer) => answer.cache === "STALE")).toEqual([]);
  });

  it("serves the stale copy within stale-if-error while the origin fails, never the error", async () => {
    answers.set("/sie", page("public, s-maxage=1, stale-if-error=600", "good"));
    await get("/sie");
    answers.set("/sie", { status: 503, headers: { "Cache-Control": "no-store" }, body: "failed" });
    const seen = await askUntil("/sie", (answer) => answer.cache === "STALE");
    expect(seen.every((answer) => answer.status === 200 && answer.body === "good")).toBe(true);
    // A page never stored gets the origin's own error page.
    answers.set("/never", { status: 503, headers: { "Cache-Control": "no-store" }, body: "failed" });
    expect(await get("/never")).toMatchObject({ status: 503, body: "failed" });
  });
});
