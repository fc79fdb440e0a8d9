// Runs server.mjs as a child process against the real build and a stub CMS, on loopback ports.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, serverEnv } from "../../../scripts/local-server.mjs";
import { stubListBlocks } from "../../../scripts/stub-upstream.mjs";

export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const hasBuild = existsSync(path.join(root, "build", "index.js"));
if (!hasBuild) {
  console.warn("tests/unit/server: skipped, there is no build/. Run `npx remix build` first.");
}

/**
 * A page with enough markup (~50 KB of HTML, like the demo home page) for React to write it in
 * many chunks: 8 `list` blocks of 12 items.
 */
function stubPage(pagePath: string) {
  const blocks = stubListBlocks((block) => [`Section ${block} de ${pagePath}`, `Section ${block}`]);
  return { title: { fr: "Accueil", en: "Home" }, site_id: 1, content: { fields: blocks } };
}

export type StubCms = { url: string; delays: Map<string, number>; calls: string[]; close(): Promise<void> };

/** The CMS page call (POST /api/page/1); a path listed in `delays` answers that many ms late. */
export async function startStubCms(): Promise<StubCms> {
  const delays = new Map<string, number>();
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const pagePath = raw ? ((JSON.parse(raw) as { path?: string }).path ?? "") : "";
      calls.push(pagePath);
      setTimeout(
        () => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify(stubPage(pagePath)));
        },
        delays.get(pagePath) ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    delays,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export type RunningServer = {
  port: number;
  child: ChildProcess;
  logs: LogLine[];
  /** What the process wrote to stderr so far. */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  stop(): Promise<void>;
};

/** Starts `node server.mjs` with only the environment given here (nothing leaks from the shell). */
export async function startServer(cms: StubCms, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...serverEnv(port, cms.url),
      PAGE_CACHE_SECONDS: "0",
      // A busy test machine runs every event loop late: shedding on that delay would turn the answer a
      // test expects into a 503. The shedding itself is tested on its own (tests/unit/server/event-loop.test.ts).
      EVENT_LOOP_DELAY_LIMIT_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  let buffered = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: "raw", msg: line });
      }
    }
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );

  // A guard, not a speed bound: on a loaded machine (two test files side by side, other builds) the
  // start took over 15 s; the hook's 60 s time-out stays the limit.
  const deadline = Date.now() + 45_000;
  while (!logs.some((line) => line.msg === "listening")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server.mjs did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    child,
    logs,
    stderr: () => stderr,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request, on its own connection unless an agent is given; the body as sent (not decompressed). */
export function request(
  port: number,
  pathName: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathName,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; raw: string };

/** Writes bytes as they are (malformed requests Node's client would refuse to send), reads to the end. */
export function rawRequest(port: number, text: string, timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer to ${JSON.stringify(text.slice(0, 80))}: ${raw.slice(0, 200)}`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (raw += chunk));
    socket.on("error", () => undefined); // a reset after the answer is fine; the answer is checked
    socket.on("close", () => {
      clearTimeout(timer);
      const [head, ...rest] = raw.split("\r\n\r\n");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n"), raw });
    });
    socket.write(text);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stub CMS (with `delays` per path, in ms) and a server in front of it, for the tests of the
 * calling file: started before them, stopped after. Nothing starts without a build.
 */
export function useServer(env: Record<string, string> = {}, delays: Record<string, number> = {}) {
  const running = {} as { cms: StubCms; server: RunningServer };
  beforeAll(async () => {
    if (!hasBuild) return;
    running.cms = await startStubCms();
    for (const [path, ms] of Object.entries(delays)) running.cms.delays.set(path, ms);
    running.server = await startServer(running.cms, env);
  });
  afterAll(async () => {
    await running.server?.stop();
    await running.cms?.close();
  });
  return running;
}

/** A stub CMS for the calling file's tests, and the servers they start, all stopped after them. */
export function useStubCms() {
  const running = { cms: undefined as unknown as StubCms, servers: [] as RunningServer[] };
  beforeAll(async () => {
    if (hasBuild) running.cms = await startStubCms();
  });
  afterAll(async () => {
    await Promise.all(running.servers.map((server) => server.stop()));
    await running.cms?.close();
  });
  return running;
}
