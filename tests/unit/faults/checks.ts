// What every answer of the fault suite must satisfy, whatever the scenario (issue 11 §4): the designed
// page with the security headers for every error, no framework default page or stack trace, no
// off-site redirect, no split header, no CORS grant, and no injected markup in the HTML.
import net from "node:net";
import { isDesignedPage } from "../../../scripts/designed-page.mjs";
import { BASE_SECURITY_HEADERS } from "../../../server/security-headers.mjs";

export type Headers = Record<string, string | string[] | undefined>;
export type Answer = { status: number; headers: Headers; body: string; ms: number };

/** Markup or URLs that would run script or leave the site if they reached the page unescaped. */
const DANGEROUS: [string, RegExp][] = [
  ["a script element from input", /<script>alert\(/i],
  ["a closed script element followed by a new one", /<\/script>\s*<script>alert/i],
  ["an onerror handler", /<img[^>]*\sonerror\s*=/i],
  ["an onload handler", /<svg[^>]*\sonload\s*=/i],
  [
    "an event handler attribute from input",
    /<[a-z]+[^>]*\son(?:click|error|load|mouseover)\s*=\s*["']?alert/i,
  ],
  ["an iframe to another host", /<iframe[^>]*evil\.example/i],
  [
    "a javascript: URL in an attribute",
    /(?:href|src|action|formaction|data|xlink:href)\s*=\s*["']?\s*javascript:/i,
  ],
  ["a meta refresh to a javascript: URL", /url\s*=\s*["']?\s*javascript:/i],
  ["a meta refresh to another host", /<meta[^>]*http-equiv="refresh"[^>]*evil\.example/i],
  ["a base element to another host", /<base[^>]*evil\.example/i],
];

/** Signs of a page nobody designed: framework defaults, Express defaults, stack traces. */
const UNDESIGNED: [string, RegExp][] = [
  ["Remix's default error page", /Unexpected Server Error|Application Error/],
  ["Express's default page", /Cannot (?:GET|POST|PUT|DELETE|PATCH|OPTIONS)\b/],
  ["a stack trace", /\n\s+at [\w.<>$]+ \(|node_modules\//],
];

/**
 * The HTML a visitor sees: without the contents of script elements, where the page's data is
 * inlined as escaped JSON (checked separately: it must never close its script element).
 */
export function visibleHtml(body: string): string {
  return body.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2");
}

/** Where an answer may send the browser: this site only, never javascript: or another host. */
export function offSiteLocation(location: string, origins: string[]): string | null {
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\evil" is "//evil".
  const normalized = location.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (/^\s/.test(location) || [...location].some((char) => char.charCodeAt(0) < 0x20)) {
    return "control characters";
  }
  const base = origins[0] ?? "http://site.invalid";
  let url: URL;
  try {
    url = new URL(normalized, base);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `scheme ${url.protocol}`;
  return url.origin === new URL(base).origin || origins.includes(url.origin) ? null : `host ${url.host}`;
}

/** The problems of one answer, as sentences (an empty list when it holds). */
export function universalProblems(answer: Answer, context: { method: string; origins: string[] }): string[] {
  const problems: string[] = [];
  const { status, headers, body } = answer;
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };

  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (header(name.toLowerCase()) !== value)
      problems.push(`header ${name} is ${header(name.toLowerCase())}`);
  }
  const html = /text\/html/.test(header("content-type") ?? "");
  if (html && !header("content-security-policy"))
    problems.push("an HTML answer without Content-Security-Policy");

  // A data request (single fetch, `.data`) is answered in turbo-stream: an error is a route error the
  // page's ErrorBoundary draws as the designed page.
  const routeData = /text\/x-script/.test(header("content-type") ?? "");
  const designed = routeData ? /"(?:ErrorResponse|SanitizedError)"/.test(body) : isDesignedPage(body);
  if (status >= 400 && context.method !== "HEAD" && !designed) {
    problems.push(`status ${status} without the designed error page: ${JSON.stringify(body.slice(0, 200))}`);
  }
  // Route data names Remix's generic error ("Unexpected Server Error") for the ErrorBoundary to draw.
  const visible = routeData ? body.replace(/Unexpected Server Error/g, "") : visibleHtml(body);
  for (const [what, pattern] of UNDESIGNED)
    if (pattern.test(visible)) problems.push(`the body shows ${what}`);

  const location = header("location");
  if (location !== undefined) {
    const offSite = offSiteLocation(location, context.origins);
    if (offSite) problems.push(`Location ${JSON.stringify(location)} leaves the site (${offSite})`);
  } else if (status >= 300 && status < 400 && status !== 304) {
    problems.push(`status ${status} without a Location`);
  }

  for (const name of Object.keys(headers)) {
    if (/injected/i.test(name)) problems.push(`an injected header ${name}`);
  }
  if (/injected/i.test(header("set-cookie") ?? "")) problems.push("an injected Set-Cookie");
  if (header("access-control-allow-origin") !== undefined)
    problems.push("a CORS grant (Access-Control-Allow-Origin)");

  for (const [what, pattern] of DANGEROUS) if (pattern.test(body)) problems.push(`the body holds ${what}`);
  return problems;
}

/** Joins a chunked body (bytes, as chunk sizes count bytes). */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = body.indexOf("\r\n", at);
    if (end === -1) return Buffer.concat([...parts, body.subarray(at)]);
    const size = parseInt(body.subarray(at, end).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/**
 * Writes bytes as they are (requests Node's client refuses to send: CRLF in the target, markup in
 * Host, no Host) and reads the answer until the server closes the connection.
 */
export function rawExchange(port: number, text: string, timeoutMs = 8000): Promise<Omit<Answer, "ms">> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer to ${JSON.stringify(text.slice(0, 80))}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset after the answer: the answer is what is checked
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      const head = raw.subarray(0, split === -1 ? raw.length : split).toString("latin1");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers: Headers = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        const previous = headers[name];
        headers[name] = previous === undefined ? value : [previous, value].flat();
      }
      const rest = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
      const body = /chunked/i.test(String(headers["transfer-encoding"] ?? "")) ? dechunk(rest) : rest;
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") });
    });
    socket.write(text);
  });
}
