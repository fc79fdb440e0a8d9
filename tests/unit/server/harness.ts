// Runs server.mjs as a child process against the real build and a stub CMS, on loopback ports.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
  const text = (fr: string, en: string) => ({ type: "text", value: { fr, en } });
  const blocks = Array.from({ length: 8 }, (_, block) => ({
    id: block,
    block_type: "list",
    block_params: { color_scheme: "normal" },
    fields: {
      main_title: text(`Section ${block} de ${pagePath}`, `Section ${block}`),
      list_items_repeater: Array.from({ length: 12 }, (_, item) => {
        const n = block * 12 + item;
        return {
          icon: { type: "icon", name: ["home", "building", "key", "star"][n % 4] },
          main_title: text(`Maison n° ${n * 37}`, `House no. ${n * 37}`),
          description: {
            type: "textarea",
            value: {
              fr: `À vendre, ${(n * 7919) % 997} m², quartier ${n % 13}, ${(n * 104_729) % 900_000} $.`,
              en: `For sale, ${(n * 7919) % 997} m², district ${n % 13}, $${(n * 104_729) % 900_000}.`,
            },
          },
        };
      }),
      cta_repeater: [],
    },
  }));
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

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
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
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      CMS_URL: cms.url,
      CORE_URL: cms.url,
      SITE_ID: "1",
      CAPTCHA_PROVIDER: "test",
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      PAGE_CACHE_SECONDS: "0",
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

  const deadline = Date.now() + 15_000;
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
