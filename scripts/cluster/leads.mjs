// @ts-check
// Leads posted through the whole chain during the cluster test (scripts/cluster/loadtest.mjs), half
// as the page's own form posts them without JavaScript, half as the script does (`.data`, `_js=1`).
// Each comes from its own loopback address (the form rate limit counts per visitor, and the address
// is what TRUST_PROXY_HOPS must find), and a visitor whose post failed sends it again with the same
// idempotency key, as the re-rendered form does.
import { randomUUID } from "node:crypto";
import http from "node:http";

/**
 * A visitor tries again after a failure (a designed 503 when a busy replica sheds the post; the
 * same idempotency key, so a post that did reach the core is not stored twice): for up to 30 s.
 */
const ATTEMPTS = 15;
const RETRY_AFTER_MS = 2000;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contact form's id on a page (its hidden __rvfInternalFormId). @param {string} html */
export const formIdOf = (html) => /name="__rvfInternalFormId" value="([^"]+)"/.exec(html)?.[1] ?? null;

/**
 * @param {{ port: number, runId: string, forms: Record<"fr" | "en", string>, phase: () => string }} options
 */
export function leadPoster({ port, runId, forms, phase }) {
  /** @type {{ email: string, phase: string, js: boolean, sent: boolean, statuses: (number | string)[] }[]} */
  const leads = [];
  /** @type {Promise<void>[]} */
  const posts = [];
  let running = false;
  let loop = Promise.resolve();

  /** One attempt; true when the answer says sent. @param {string} body @param {boolean} js @param {string} lang @param {string} address */
  const attempt = (body, js, lang, address) =>
    new Promise((resolve) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          localAddress: address,
          method: "POST",
          path: `/${lang}/contact${js ? ".data" : ""}`,
          agent: false,
          timeout: 30_000,
          headers: {
            Host: `localhost:${port}`,
            Origin: `http://localhost:${port}`,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            const sent = js
              ? status === 200 && text.includes('"sent"')
              : status === 303 && /[?&]sent=/.test(String(res.headers.location));
            resolve({ status, sent });
          });
        },
      );
      req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
      // No answer: the error's code stands for the status (ECONNRESET, timeout…).
      req.on("error", (error) =>
        resolve({ status: /** @type {NodeJS.ErrnoException} */ (error).code ?? "error", sent: false }),
      );
      req.end(body);
    });

  /** @param {number} n */
  const post = async (n) => {
    const js = n % 2 === 0;
    const lang = n % 4 < 2 ? "fr" : "en";
    const email = `cluster-${runId}-${n}@example.com`;
    const lead = {
      email,
      phase: phase(),
      js,
      sent: false,
      statuses: /** @type {(number | string)[]} */ ([]),
    };
    leads.push(lead);
    const fields = new URLSearchParams({
      __rvfInternalFormId: forms[lang],
      form_type: "contact_form",
      idempotency_key: randomUUID(),
      recaptcha_response: "offline-test-captcha-pass",
      recipient_type: "",
      recipient_slug: "",
      homepage_url: "",
      firstname: "Léa",
      lastname: `Roy ${n}`,
      email,
      phone: "514 555 0142",
      message: `Cluster test lead ${n}`,
      consent_transaction: "1",
      ...(js ? { _js: "1" } : {}),
    }).toString();
    const address = `127.0.${1 + (Math.floor(n / 250) % 250)}.${2 + (n % 250)}`;
    for (let i = 0; i < ATTEMPTS && !lead.sent; i += 1) {
      if (i > 0) await sleep(RETRY_AFTER_MS);
      const { status, sent } = /** @type {{ status: number | string, sent: boolean }} */ (
        await attempt(fields, js, lang, address)
      );
      lead.statuses.push(status);
      lead.sent = sent;
    }
  };

  return {
    leads,
    /** Posts one lead every `everyMs` until stop(). @param {number} everyMs */
    start(everyMs) {
      running = true;
      loop = (async () => {
        for (let n = 1; running; n += 1) {
          posts.push(post(n));
          await sleep(everyMs);
        }
      })();
    },
    /** Stops posting and waits for the posts under way. */
    async stop() {
      running = false;
      await loop;
      await Promise.all(posts);
    },
  };
}
