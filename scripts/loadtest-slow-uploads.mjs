// @ts-check
// The load test's phases for issue 21: form posts whose body trickles in at one byte a second
// (they must never hold a render slot), and the 65 s keep-alive default checked in real time.
import http from "node:http";
import net from "node:net";
import { isDesignedPage } from "./designed-page.mjs";
import { timedGet } from "./local-server.mjs";

/**
 * Keeps `count` uploads under way until stop(): each announces `bodyBytes` and sends one byte every
 * `intervalMs`; when the server answers (408 once BODY_TIMEOUT_MS passes) or closes, the upload
 * is counted and a new one takes its place. Loopback only; bounded by stop().
 * @param {number} port
 * @param {{ count: number, bodyBytes?: number, intervalMs?: number }} options
 */
export function startSlowUploads(port, { count, bodyBytes = 5000, intervalMs = 1000 }) {
  let running = true;
  /** @type {Record<string, number>} */
  const statuses = {};
  let undesigned = 0;
  let started = 0;
  /** @type {Set<net.Socket>} */
  const sockets = new Set();

  const upload = () => {
    if (!running) return;
    started += 1;
    const socket = net.connect(port, "127.0.0.1");
    sockets.add(socket);
    let answer = "";
    let sent = 0;
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk) => (answer += chunk));
    const timer = setInterval(() => {
      if (sent >= bodyBytes || !socket.writable) return clearInterval(timer);
      socket.write("m");
      sent += 1;
    }, intervalMs);
    socket.once("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (answer) {
        const status = answer.slice(9, 12);
        statuses[status] = (statuses[status] ?? 0) + 1;
        const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
        if (!isDesignedPage(body)) undesigned += 1;
      } else if (running) statuses.closed = (statuses.closed ?? 0) + 1;
      upload();
    });
    socket.write(
      "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${bodyBytes}\r\n\r\n`,
    );
  };
  for (let i = 0; i < count; i++) upload();

  return {
    stop() {
      running = false;
      const open = sockets.size;
      for (const socket of sockets) socket.destroy();
      return { started, open, statuses, undesigned };
    },
  };
}

/**
 * The default keep-alive (65 s, load balancers keep idle connections 60 s): a connection idle for
 * 61 s still serves. Resolves true when it does.
 * @param {number} port
 * @param {number} [idleMs]
 */
export async function keepAliveHolds(port, idleMs = 61_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @returns {Promise<net.Socket | null>} */
  const probe = () =>
    new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200 ? req.socket : null));
      });
      req.on("error", () => resolve(null));
    });
  const first = await probe();
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const second = await probe();
  agent.destroy();
  // The same socket: the server kept the idle connection open.
  return first !== null && first === second;
}

/** @param {number} port @param {string} pathName @returns {Promise<number>} ms, Infinity on failure */
async function probe(port, pathName) {
  const { status, ms } = await timedGet(port, pathName);
  return status === 200 ? ms : Infinity;
}

/**
 * `uploads` slow uploads beside `connections` page connections for `seconds`, with a /healthz
 * probe every 250 ms on its own connection.
 * @param {{ port: number, uploads: number, connections: number, seconds: number, pagePaths: string[] }} options
 */
export async function runSlowUploadPhase({ port, uploads, connections, seconds, pagePaths }) {
  const { default: autocannon } = await import("autocannon");
  const slow = startSlowUploads(port, { count: uploads });
  // Let the uploads connect and send their headers before the pages start.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  /** @type {number[]} */
  const liveness = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      liveness.push(await probe(port, "/healthz"));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  /** @type {Record<string, number>} */
  const pageStatuses = {};
  let undesignedPages = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 20,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: pagePaths[Math.floor(Math.random() * pagePaths.length)] }),
        onResponse: (status, body) => {
          pageStatuses[status] = (pageStatuses[status] ?? 0) + 1;
          if (status !== 200 && !isDesignedPage(body)) undesignedPages += 1;
        },
      },
    ],
  });
  probing = false;
  await prober;
  const uploadsSeen = slow.stop();
  const pages = Object.values(pageStatuses).reduce((sum, n) => sum + n, 0);
  return {
    uploads: uploadsSeen,
    pageStatuses,
    pages,
    pagesOk: pageStatuses[200] ?? 0,
    undesignedPages: undesignedPages + result.errors + result.timeouts,
    liveness,
  };
}
