// @ts-check
// Through Varnish: no answer meant for one visitor is ever served to the next (issue 35 §5). Each
// check makes the private answer, then asks the same address as a second visitor would.
import http from "node:http";
import { shownHtml } from "../designed-page.mjs";

/**
 * A request through the CDN; `headers.Host` defaults to the site's.
 * @param {number} port
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: string }>}
 */
export function ask(port, { method = "GET", path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        timeout: 20_000,
        headers: { Host: `localhost:${port}`, ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${path}: no answer in 20 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** @param {import("node:http").IncomingHttpHeaders} headers */
const isPrivate = (headers) => /private|no-store/.test(String(headers["cache-control"]));
/** Served from the cache (X-Cache set by deploy/varnish/default.vcl). @param {import("node:http").IncomingHttpHeaders} headers */
const fromCache = (headers) => /HIT|STALE/.test(String(headers["x-cache"]));

/**
 * @param {{ port: number, runId: string, setCoreFailure: (failing: boolean) => Promise<void>,
 *   degradedMarkers: string[] }} options
 * @returns {Promise<Record<string, boolean>>} each check, true when it holds
 */
export async function checkPrivateAnswers({ port, runId, setCoreFailure, degradedMarkers }) {
  const origin = { Origin: `http://localhost:${port}` };
  const form = { ...origin, "Content-Type": "application/x-www-form-urlencoded" };
  const typed = `Zq${runId}`;

  // A refused form post shows what the visitor typed (422).
  const path = `/fr/contact?private=${runId}`;
  const refused = await ask(port, {
    method: "POST",
    path,
    headers: form,
    body: new URLSearchParams({
      form_type: "contact_form",
      firstname: typed,
      email: "not-an-email",
    }).toString(),
  });
  const afterRefused = await ask(port, { path });
  const afterRefusedAgain = await ask(port, { path });

  // A page degraded by a core API failure.
  const listing = `/fr/proprietes?type=condo&private=${runId}`;
  await setCoreFailure(true);
  let degraded;
  try {
    degraded = await ask(port, { path: listing });
  } finally {
    await setCoreFailure(false);
  }
  const afterDegraded = await ask(port, { path: listing });
  const showsFailure = (/** @type {string} */ body) =>
    degradedMarkers.some((marker) => shownHtml(body).includes(marker));

  // Pages asked with a forged Host or X-Forwarded-Host.
  const hostPath = `/fr/bureaux?private=${runId}`;
  const forgedHost = await ask(port, { path: hostPath, headers: { Host: "evil.example" } });
  const forgedForwarded = await ask(port, {
    path: hostPath,
    headers: { "X-Forwarded-Host": "evil.example" },
  });
  const afterForged = await ask(port, { path: hostPath });

  // A visitor with cookies: pages still come from the cache; / still follows the chosen language.
  const cookies = { Cookie: "i18n_redirected=en; consent=all" };
  const cookiePath = `/fr/bureaux?cookies=${runId}`;
  await ask(port, { path: cookiePath, headers: cookies });
  const withCookies = await ask(port, { path: cookiePath, headers: cookies });
  const home = await ask(port, { path: "/", headers: { ...cookies, "Accept-Language": "fr" } });

  return {
    "a visitor's cookies do not keep pages from the cache, and / still redirects by the chosen language":
      withCookies.status === 200 &&
      fromCache(withCookies.headers) &&
      home.status === 302 &&
      /\/en$/.test(String(home.headers.location)),
    "a refused form post (422, the typed name) is private and never served again":
      refused.status === 422 &&
      isPrivate(refused.headers) &&
      ![afterRefused, afterRefusedAgain].some((answer) => answer.body.includes(typed)),
    "a page degraded by a core API failure is private and never served once the core is back":
      showsFailure(degraded.body) && isPrivate(degraded.headers) && !showsFailure(afterDegraded.body),
    "a page asked with a forged Host or X-Forwarded-Host never carries that host to anyone":
      !forgedHost.body.includes("evil.example") &&
      (!forgedForwarded.body.includes("evil.example") || isPrivate(forgedForwarded.headers)) &&
      !afterForged.body.includes("evil.example") &&
      !(fromCache(forgedForwarded.headers) && isPrivate(forgedForwarded.headers)),
  };
}
