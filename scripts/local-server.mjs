// @ts-check
// What the server tests (tests/unit/server/harness.ts) and the load test share to run server.mjs
// on a loopback port: a free port, the environment it starts with, and a timed GET.
import http from "node:http";
import net from "node:net";

/** A port nothing listens on now, on 127.0.0.1. @returns {Promise<number>} */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * The environment server.mjs starts with, nothing else from the shell, the CMS and the core API
 * both at `upstreamUrl`.
 * @param {number} port
 * @param {string} upstreamUrl
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(port, upstreamUrl) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    CMS_URL: upstreamUrl,
    CORE_URL: upstreamUrl,
    SITE_ID: "1",
    CAPTCHA_PROVIDER: "test",
    PUBLIC_ORIGIN: `http://localhost:${port}`,
  };
}

/**
 * A GET on its own connection: the status (0 on an error or after 15 s) and the time it took.
 * @param {number} port
 * @param {string} pathName
 * @returns {Promise<{ status: number, ms: number }>}
 */
export function timedGet(port, pathName) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: pathName, agent: false, timeout: 15_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}
