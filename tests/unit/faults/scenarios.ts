// The fault and bad-input scenarios (issue 11 §4), one line each. In strings, {page} is the
// scenario's own CMS page path (/fr/cas-<n>) and {origin} the site's public origin. Every answer is
// also held to the universal rules of checks.ts.
import type { Behavior } from "../../../scripts/stub-upstream.mjs";
import {
  pageWith,
  closeScriptPage,
  headLinkPage,
  javascriptLinkPage,
  metaRefreshPage,
  oddBlocksPage,
  richTextPage,
  themeInjectionPage,
  headerPage,
  hostileAlternatesPage,
  SCRIPT,
} from "./pages";
import { TEST_CAPTCHA_TOKEN } from "~/forms/captcha-token";
import { stubPage } from "../../../scripts/stub-upstream.mjs";

export type HttpRequest = { method?: string; path: string; headers?: Record<string, string>; body?: string };
export type RawRequest = { raw: string };

export type Expect = {
  /** The statuses allowed; a 5xx appears only where a scenario lists it. */
  status: number | number[];
  /** The stub's page (fresh, or the last good copy). */
  page?: boolean;
  retryAfter?: boolean;
  /** The canonical link is the public origin's, whatever Host or X-Forwarded-* said. */
  canonical?: boolean;
  /** Text the page as shown (outside script elements, where data is escaped) and the headers must not hold. */
  lacks?: string[];
  /** Text the body must hold. */
  has?: string[];
  /**
   * Answered within this time (upstream time-out: 1 s), plus three times a healthy render measured
   * just before (faults.test.ts), so a loaded machine does not fail it.
   */
  maxMs?: number;
  maxBytes?: number;
  /** Every inline classic script (the inlined loader data) still compiles: nothing closed it early. */
  scriptsCompile?: boolean;
  /** Whether Cache-Control lets a shared cache (a CDN, the whole-page cache) keep the answer. */
  shared?: boolean;
};

export type Scenario = {
  name: string;
  request: HttpRequest | RawRequest;
  /** What the CMS answers for {page}; a function gets the page path. */
  upstream?: Behavior | ((pagePath: string) => Behavior);
  /** {page} was served once, healthy, before the fault: a last good copy exists. */
  prime?: boolean;
  /** The same request this many times at once. */
  concurrent?: number;
  /** The server it is sent to: the suite's (PUBLIC_ORIGIN set) unless told otherwise. */
  server?: "no-public-origin";

  /** Other upstream calls during the scenario, keyed as the stub keys them ("/fr", "POST /api/…"). */
  otherCalls?: Record<string, Behavior>;
  expect: Expect;
};

/** The upstream time-out the suite's server runs with, and how long a fault may hold a visitor. */
export const UPSTREAM_TIMEOUT_MS = 1000;
const HELD = UPSTREAM_TIMEOUT_MS + 3000;

const TEN_KB = "a".repeat(10 * 1024);
const HUNDRED_KB = "b".repeat(100 * 1024);
const TWO_MB = "c".repeat(2 * 1024 * 1024);
const FORGED_TOKEN = `forged-token-${"t".repeat(12 * 1024)}`;
const encoded = encodeURIComponent;
const raw = (lines: string[], body = "") => ({ raw: `${lines.join("\r\n")}\r\n\r\n${body}` });
const page = (pagePath: string, build: (pagePath: string) => unknown): Behavior => ({
  kind: "page",
  page: build(pagePath),
});
const outage: Expect = { status: 503, retryAfter: true, maxMs: HELD };
const stale: Expect = { status: 200, page: true, maxMs: HELD };
const designed = (...status: number[]): Expect => ({ status });
const cmsRedirect = (location: string, extra: Partial<Extract<Behavior, { kind: "redirect" }>> = {}) => ({
  kind: "redirect" as const,
  location,
  ...extra,
});
/** A CMS redirect leaving the site: a designed error page, or a redirect that stays on the site. */
const noOffSiteRedirect: Expect = { status: [301, 302, 500, 502, 503], lacks: ["evil.example"] };
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const LEAD_MESSAGE = "Message de test, issue 21";
const LEAD_EMAIL = "faute21@exemple.ca";

// One scenario a line: a table reads better unwrapped.
// prettier-ignore
export const scenarios: Scenario[] = [
  // Locale prefixes and paths
  { name: "an unknown locale prefix /de", request: { path: "/de" }, expect: designed(404) },
  { name: "an unknown locale with a page /xx/propriete", request: { path: "/xx/propriete" }, expect: designed(404) },
  { name: "an upper-case locale /FR", request: { path: "/FR" }, expect: designed(404) },
  { name: "a locale-like prefix /fr-ca/page", request: { path: "/fr-ca/page" }, expect: designed(404) },
  { name: "a normal page (control)", request: { path: "{page}" }, expect: { status: 200, page: true, canonical: true } },
  { name: "HEAD of a page", request: { method: "HEAD", path: "{page}" }, expect: { status: 200 } },
  { name: "path traversal /fr/../../etc/passwd", request: { path: "/fr/../../etc/passwd" }, expect: { status: [400, 404], lacks: ["root:x:0:0"] } },
  { name: "encoded traversal /fr/%2e%2e/%2e%2e/etc/passwd", request: { path: "/fr/%2e%2e/%2e%2e/etc/passwd" }, expect: { status: [400, 404], lacks: ["root:x:0:0"] } },
  { name: "encoded slashes /fr/..%2f..%2fetc%2fpasswd", request: { path: "/fr/..%2f..%2fetc%2fpasswd" }, expect: { status: [200, 400, 404], lacks: ["root:x:0:0"] } },
  { name: "traversal out of /build/", request: { path: "/build/..%2f..%2fpackage.json" }, expect: { status: [400, 403, 404], lacks: ['"devDependencies"'] } },
  { name: "traversal out of a public file", request: { path: "/favicon.svg/..%2f..%2f..%2fpackage.json" }, expect: { status: [400, 403, 404], lacks: ['"devDependencies"'] } },
  { name: "a protocol-relative path //evil.example", request: { path: "//evil.example" }, expect: { status: [400, 404], lacks: ["evil.example"] } },
  { name: "a protocol-relative path with a page //evil.example/fr", request: { path: "//evil.example/fr" }, expect: { status: [400, 404], lacks: ["evil.example"] } },
  { name: "a backslash path /\\evil.example", request: { path: "/\\evil.example" }, expect: { status: [400, 404], lacks: ["evil.example"] } },
  { name: "an encoded backslash /%5Cevil.example", request: { path: "/%5Cevil.example" }, expect: { status: [400, 404] } },
  { name: "a double slash inside a page /fr//evil.example", request: { path: "/fr//evil.example" }, expect: { status: [200, 301, 400, 404], lacks: ['href="//evil.example', "https://evil.example"] } },
  { name: "a 10 KB path", request: { path: `/fr/${TEN_KB}` }, expect: designed(414) },
  { name: "a 100 KB query string", request: { path: `/fr?q=${HUNDRED_KB}` }, expect: designed(414, 431) },
  { name: "truncated percent-encoding /fr/%E0%A4%A", request: { path: "/fr/%E0%A4%A" }, expect: designed(400) },
  { name: "invalid percent-encoding /fr/%zz", request: { path: "/fr/%zz" }, expect: designed(400) },
  { name: "overlong UTF-8 /fr/%C0%AE%C0%AE", request: { path: "/fr/%C0%AE%C0%AE/etc/passwd" }, expect: designed(400) },
  { name: "a NUL byte in the path /fr/%00", request: { path: "/fr/a%00b" }, expect: { status: [200, 400, 404] } },
  { name: "invalid percent-encoding in the query", request: { path: "{page}?q=%zz&r=%E0%A4%A" }, expect: { status: [200, 400] } },

  // Host and forwarded headers
  { name: "Host with markup", request: raw(["GET /fr HTTP/1.1", `Host: ${SCRIPT}`, "Connection: close"]), expect: { status: 400, lacks: ["xss-probe"] } },
  { name: "Host with a bad port", request: raw(["GET /fr HTTP/1.1", "Host: localhost:99999", "Connection: close"]), expect: designed(400) },
  { name: "no Host header", request: raw(["GET /fr HTTP/1.0"]), expect: designed(400) },
  { name: "Host of another domain", request: { path: "{page}", headers: { Host: "evil.example" } }, expect: { status: 200, canonical: true, lacks: ["evil.example"] } },
  { name: "X-Forwarded-Host of another domain", request: { path: "{page}", headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" } }, expect: { status: 200, canonical: true, lacks: ["evil.example"] } },
  { name: "X-Forwarded-Host with markup", request: { path: "{page}", headers: { "X-Forwarded-Host": `"><script>alert("xss-probe")</script>` } }, expect: { status: [200, 400], lacks: ["xss-probe"] } },
  { name: "X-Forwarded-Host with a bad port", request: { path: "{page}", headers: { "X-Forwarded-Host": "localhost:99999" } }, expect: { status: [200, 400], lacks: ["99999"] } },
  { name: "X-Forwarded-Proto javascript", request: { path: "{page}", headers: { "X-Forwarded-Proto": "javascript" } }, expect: { status: [200, 400], lacks: ["javascript://"] } },
  { name: "an absolute-form target for a host other than Host", request: raw(["GET http://evil.example/fr HTTP/1.1", "Host: localhost", "Connection: close"]), expect: { status: 400, lacks: ["evil.example"] } },
  { name: "an absolute-form target for another host, same Host", request: raw(["GET http://evil.example/fr HTTP/1.1", "Host: evil.example", "Connection: close"]), expect: { status: [200, 400, 404], lacks: ["evil.example"] } },

  // Methods
  { name: "PUT", request: { method: "PUT", path: "{page}", body: "x" }, expect: designed(405) },
  { name: "DELETE", request: { method: "DELETE", path: "{page}" }, expect: designed(405) },
  { name: "PATCH", request: { method: "PATCH", path: "{page}", body: "x" }, expect: designed(405) },
  { name: "OPTIONS", request: { method: "OPTIONS", path: "{page}", headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } }, expect: { status: [204, 403, 405], lacks: ["evil.example"] } },
  { name: "TRACE does not echo the request", request: { method: "TRACE", path: "{page}", headers: { "X-Secret-Probe": "trace-echo-probe" } }, expect: { status: 405, lacks: ["trace-echo-probe"] } },
  { name: "an unknown method (raw)", request: raw(["FOO /fr HTTP/1.1", "Host: localhost", "Connection: close"]), expect: designed(400, 405, 501) },
  { name: "CONNECT", request: raw(["CONNECT evil.example:443 HTTP/1.1", "Host: evil.example:443"]), expect: designed(400, 405) },

  // Form bodies
  { name: "a 2 MB form post", request: { method: "POST", path: "/fr/contact", headers: form, body: `message=${TWO_MB}` }, expect: designed(413) },
  { name: "a chunked post without a length", request: raw(["POST /fr/contact HTTP/1.1", "Host: localhost", "Transfer-Encoding: chunked", "Connection: close"], "5\r\nhello\r\n0\r\n\r\n"), expect: designed(411, 413) },
  { name: "a form post with invalid urlencoding", request: { method: "POST", path: "/fr/contact", headers: form, body: "first_name=%zz&email=%E0%A4%A&message=%" }, expect: designed(400, 405, 422) },
  { name: "a form post with a JSON content type", request: { method: "POST", path: "/fr/contact", headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.c"}' }, expect: designed(400, 405, 415, 422) },
  { name: "a form post with a broken multipart body", request: { method: "POST", path: "/fr/contact", headers: { "Content-Type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nbroken" }, expect: designed(400, 405, 415, 422) },
  { name: "a cross-origin form post", request: { method: "POST", path: "/fr/contact", headers: { ...form, Origin: "https://evil.example", Referer: "https://evil.example/x" }, body: "email=a%40b.c" }, expect: { status: [403, 405, 422], lacks: ["evil.example"] } },
  { name: "a form post with Origin: null (a sandboxed frame)", request: { method: "POST", path: "/fr/contact", headers: { ...form, Origin: "null" }, body: "email=a%40b.c" }, expect: designed(403, 405, 422) },
  { name: "a cross-origin data post (.data)", request: { method: "POST", path: "/fr/contact.data", headers: { ...form, Origin: "https://evil.example" }, body: "email=a%40b.c" }, expect: { status: [403, 405], lacks: ["evil.example"] } },
  { name: "script and CRLF in form fields", request: { method: "POST", path: "/fr/contact", headers: form, body: `first_name=${encoded(SCRIPT)}&last_name=${encoded("a\r\nX-Injected: 1")}` }, expect: { status: [400, 405, 422], lacks: ["xss-probe"] } },

  { name: "Content-Length and Transfer-Encoding together (smuggling)", request: raw(["POST /fr/contact HTTP/1.1", "Host: localhost", "Content-Length: 4", "Transfer-Encoding: chunked", "Connection: close"], "0\r\n\r\nGET /fr/x HTTP/1.1\r\nHost: localhost\r\n\r\n"), expect: designed(400, 411, 413) },
  { name: "a 20 KB cookie", request: { path: "{page}", headers: { Cookie: `c=${"d".repeat(20 * 1024)}` } }, expect: designed(431) },
  { name: "two Host headers", request: raw(["GET /fr HTTP/1.1", "Host: localhost", "Host: evil.example", "Connection: close"]), expect: { status: [200, 400], lacks: ["evil.example"] } },

  // The language switch (a redirect built from the query)
  { name: "language switch to //evil.example", request: { path: "/resources/locale?lang=en&to=//evil.example" }, expect: { status: [301, 302, 400] } },
  { name: "language switch to https://evil.example", request: { path: `/resources/locale?lang=en&to=${encoded("https://evil.example/x")}` }, expect: { status: [301, 302, 400] } },
  { name: "language switch to /\\evil.example", request: { path: `/resources/locale?lang=en&to=${encoded("/\\evil.example")}` }, expect: { status: [301, 302, 400] } },
  { name: "language switch to a tab-split //evil.example", request: { path: `/resources/locale?lang=en&to=${encoded("/\t/evil.example")}` }, expect: { status: [301, 302, 400] } },
  { name: "language switch to javascript:", request: { path: `/resources/locale?lang=en&to=${encoded(`javascript:alert("xss-probe")`)}` }, expect: { status: [301, 302, 400] } },
  { name: "language switch with CRLF and cookie attributes in lang", request: { path: `/resources/locale?lang=${encoded("en; Domain=evil.example\r\nSet-Cookie: injected=1")}&to=/en` }, expect: { status: [301, 302, 400], lacks: ["evil.example"] } },

  // Script, CRLF, emoji and RTL in the query and the path
  { name: "script in the query, raw", request: { path: `{page}?q=${SCRIPT}` }, expect: { status: [200, 400], lacks: [SCRIPT] } },
  { name: "script in the query, encoded", request: { path: `{page}?q=${encoded(SCRIPT)}&name=${encoded(`"><img src=x onerror=alert(1)>`)}` }, expect: { status: 200, page: true } },
  { name: "script as a variant", request: { path: `{page}?variant=${encoded(SCRIPT)}` }, expect: { status: 200, page: true, lacks: ["variant=%3Cscript", "xss-probe"] } },
  { name: "a 10 KB preview_token is not copied into links", request: { path: `{page}?preview_token=${TEN_KB}` }, expect: { status: 200, page: true, lacks: [TEN_KB.slice(0, 64)], maxBytes: 400_000 } },
  { name: "encoded CRLF in the query", request: { path: `{page}?utm_source=${encoded("x\r\nSet-Cookie: injected=1\r\nX-Injected: 1")}` }, expect: { status: 200, page: true } },
  { name: "encoded CRLF in the query of the locale redirect", request: { path: `/?utm=${encoded("x\r\nX-Injected: 1\r\nLocation: https://evil.example")}` }, expect: { status: [301, 302] } },
  { name: "encoded CRLF in the path", request: { path: "/fr/a%0d%0aX-Injected:%201" }, expect: { status: [200, 400, 404] } },
  { name: "raw CRLF in the request target", request: raw(["GET /fr?x=a\r\nX-Injected: 1 HTTP/1.1", "Host: localhost", "Connection: close"]), expect: { status: [200, 400] } },
  { name: "an open redirect attempt through the locale redirect", request: { path: "/?next=https://evil.example&//evil.example" }, expect: { status: [301, 302] } },
  { name: "a forged locale cookie and Accept-Language on /", request: { path: "/", headers: { Cookie: `locale=${encoded(SCRIPT)}`, "Accept-Language": "<script>, //evil.example;q=1" } }, expect: { status: [301, 302], lacks: ["xss-probe"] } },
  { name: "emoji and RTL names in the query", request: { path: `{page}?first_name=${encoded("Zoë 😀 \u202Eevil")}&last_name=${encoded("مريم")}` }, expect: { status: 200, page: true } },
  { name: "an emoji page path", request: { path: `/fr/${encoded("maison-😀")}` }, expect: { status: 200, page: true } },
  { name: "a right-to-left page path", request: { path: `/fr/${encoded("العربية\u202E")}` }, expect: { status: 200, page: true } },

  // The CMS failing, no earlier copy: the designed 503 with Retry-After, within the time-out
  { name: "CMS 502, no copy", upstream: { kind: "status", status: 502 }, request: { path: "{page}" }, expect: outage },
  { name: "CMS 504, no copy", upstream: { kind: "status", status: 504 }, request: { path: "{page}" }, expect: outage },
  { name: "CMS 503, no copy", upstream: { kind: "status", status: 503 }, request: { path: "{page}" }, expect: outage },
  { name: "CMS 500, no copy (spec 1 §4: an error page)", upstream: { kind: "status", status: 500, body: "{}", contentType: "application/json" }, request: { path: "{page}" }, expect: { status: [500, 503] } },
  { name: "CMS hangs, no copy", upstream: { kind: "hang" }, request: { path: "{page}" }, expect: outage },
  { name: "CMS resets the connection, no copy", upstream: { kind: "reset" }, request: { path: "{page}" }, expect: outage },
  { name: "CMS answers an HTML error page with 200, no copy (spec 1 §4: not JSON is a 500)", upstream: { kind: "html" }, request: { path: "{page}" }, expect: designed(500) },
  { name: "CMS answers truncated JSON, no copy (spec 1 §4: not JSON is a 500)", upstream: { kind: "truncated" }, request: { path: "{page}" }, expect: designed(500) },
  { name: "CMS drops the connection mid-body, no copy", upstream: { kind: "cut" }, request: { path: "{page}" }, expect: outage },
  { name: "CMS trickles the body, no copy (the time-out covers the body)", upstream: { kind: "trickle", intervalMs: 100 }, request: { path: "{page}" }, expect: outage },
  { name: "CMS answers wrongly shaped JSON, no copy", upstream: { kind: "json", body: { content: "oops", header: 5 } }, request: { path: "{page}" }, expect: designed(500, 503) },
  { name: "CMS answers a JSON string (spec 1 §4: an error)", upstream: { kind: "json", body: "oops" }, request: { path: "{page}" }, expect: designed(500, 503) },
  { name: "CMS answers 429", upstream: { kind: "status", status: 429, body: "{}", contentType: "application/json" }, request: { path: "{page}" }, expect: { status: [429, 503], retryAfter: true } },
  { name: "CMS slow but within the time-out", upstream: { kind: "delay", ms: 300 }, request: { path: "{page}" }, expect: { status: 200, page: true } },
  { name: "CMS 404", upstream: { kind: "json", status: 404, body: {} }, request: { path: "{page}" }, expect: designed(404) },
  { name: "CMS 403", upstream: { kind: "json", status: 403, body: {} }, request: { path: "{page}" }, expect: designed(403) },

  // The CMS failing after it served the page: the last good copy (stale-if-error)
  { name: "CMS 502 after a good answer: the last good copy", prime: true, upstream: { kind: "status", status: 502 }, request: { path: "{page}" }, expect: stale },
  { name: "CMS hangs after a good answer: the last good copy", prime: true, upstream: { kind: "hang" }, request: { path: "{page}" }, expect: stale },
  { name: "CMS resets after a good answer: the last good copy", prime: true, upstream: { kind: "reset" }, request: { path: "{page}" }, expect: stale },
  { name: "CMS answers HTML after a good answer: the last good copy", prime: true, upstream: { kind: "html" }, request: { path: "{page}" }, expect: stale },
  { name: "CMS truncated JSON after a good answer: the last good copy", prime: true, upstream: { kind: "truncated" }, request: { path: "{page}" }, expect: stale },
  { name: "CMS wrongly shaped JSON after a good answer: the last good copy", prime: true, upstream: { kind: "json", body: { content: "oops" } }, request: { path: "{page}" }, expect: stale },
  { name: "CMS trickles after a good answer: the last good copy", prime: true, upstream: { kind: "trickle", intervalMs: 100 }, request: { path: "{page}" }, expect: stale },
  { name: "CMS hangs after a good answer, 20 visitors at once: one stale page each", prime: true, concurrent: 20, upstream: { kind: "hang" }, request: { path: "{page}" }, expect: stale },
  { name: "CMS 404 after a good answer: the page is gone, no stale copy", prime: true, upstream: { kind: "json", status: 404, body: {} }, request: { path: "{page}" }, expect: designed(404) },

  // CMS redirects: same-site only
  { name: "CMS redirect to javascript:", upstream: cmsRedirect(`javascript:alert("xss-probe")`), request: { path: "{page}" }, expect: noOffSiteRedirect },
  { name: "CMS redirect to another host", upstream: cmsRedirect("https://evil.example/x"), request: { path: "{page}" }, expect: noOffSiteRedirect },
  { name: "CMS redirect to a protocol-relative URL", upstream: cmsRedirect("//evil.example", { status: 302 }), request: { path: "{page}" }, expect: noOffSiteRedirect },
  { name: "CMS redirect to /\\evil.example, in the body", upstream: cmsRedirect("/\\evil.example", { inBody: true }), request: { path: "{page}" }, expect: noOffSiteRedirect },
  { name: "CMS redirect to another host, data request", upstream: cmsRedirect("https://evil.example/x"), request: { path: "{page}.data" }, expect: { status: [200, 202, 500, 503], lacks: ["evil.example"] } },
  { name: "CMS redirect to javascript:, data request", upstream: cmsRedirect(`javascript:alert("xss-probe")`), request: { path: "{page}.data" }, expect: { status: [200, 202, 500, 503], lacks: ["javascript:"] } },
  { name: "CMS redirect within the site (control)", upstream: cmsRedirect("/fr/nouvelle-adresse"), request: { path: "{page}" }, expect: { status: 301 } },
  { name: "CMS redirect to this site's own origin (control)", upstream: cmsRedirect("{origin}/fr/nouvelle-adresse", { status: 302 }), request: { path: "{page}" }, expect: { status: 302 } },

  // Hostile CMS content
  { name: "rich text with script, handlers and javascript: links", upstream: (p) => page(p, richTextPage), request: { path: "{page}" }, expect: { status: 200, page: true, has: ["Bonjour"] } },
  { name: "</script> in text that ends up in the inlined loader data", upstream: (p) => page(p, closeScriptPage), request: { path: "{page}" }, expect: { status: 200, page: true, has: ["__remixContext"], scriptsCompile: true } },
  { name: "javascript: and data: link URLs", upstream: (p) => page(p, javascriptLinkPage), request: { path: "{page}" }, expect: { status: 200, page: true, lacks: ["data:text/html"] } },
  { name: "a meta refresh to another host in the page's head elements", upstream: (p) => page(p, metaRefreshPage), request: { path: "{page}" }, expect: { status: 200, page: true } },
  { name: "javascript: URLs in the favicon and head links", upstream: (p) => page(p, headLinkPage), request: { path: "{page}" }, expect: { status: 200, page: true } },
  { name: "theme values that close the style element", upstream: (p) => page(p, themeInjectionPage), request: { path: "{page}" }, expect: { status: 200, page: true } },
  { name: "markup and prototype names as block types, a javascript: image", upstream: (p) => page(p, oddBlocksPage), request: { path: "{page}" }, expect: { status: 200, page: true } },
  { name: "recaptcha as a string (issue 11 §3)", upstream: { kind: "json", body: { recaptcha: "site-key", content: { fields: [] } } }, request: { path: "{page}" }, expect: { status: 200 } },
  // Issue 21: links
  { name: "switcher: a 12 KB preview_token is not copied into the language switch", upstream: (p) => page(p, headerPage), request: { path: `{page}?preview_token=${FORGED_TOKEN}` }, expect: { status: 200, page: true, has: ["/resources/locale?lang=en"], lacks: ["forged-token-"] } },
  { name: "switcher: a variant the page does not show is not copied into its links", upstream: (p) => page(p, headerPage), request: { path: "{page}?variant=zz-not-shown" }, expect: { status: 200, page: true, has: ["/resources/locale?lang=en"], lacks: ["variant%3Dzz-not-shown"] } },
  { name: "alternates: CMS alternate_paths leaving the site are dropped", upstream: (p) => page(p, hostileAlternatesPage), request: { path: "{page}" }, expect: { status: 200, page: true, canonical: true, has: ["/resources/locale?lang=en"], lacks: ["evil.example"] } },
  { name: "no PUBLIC_ORIGIN: a forged X-Forwarded-Host is never publicly cacheable", server: "no-public-origin", request: { path: "{page}", headers: { "X-Forwarded-Host": "evil.example" } }, expect: { status: 200, page: true, shared: false } },
  { name: "no PUBLIC_ORIGIN: a forged X-Forwarded-Proto is never publicly cacheable", server: "no-public-origin", request: { path: "{page}", headers: { "X-Forwarded-Proto": "http" } }, expect: { status: 200, page: true, shared: false } },
  { name: "no PUBLIC_ORIGIN: the Host alone chose the origin, never publicly cacheable (issue 35 §5)", server: "no-public-origin", request: { path: "{page}" }, expect: { status: 200, page: true, shared: false } },
  { name: "PUBLIC_ORIGIN set: a page is public (control)", request: { path: "{page}" }, expect: { status: 200, page: true, shared: true } },

  // Issue 21: server
  { name: "a form post whose body stalls after 1 of 5,000 bytes: 408, no render slot held", request: raw(["POST /fr/contact HTTP/1.1", "Host: localhost", "Content-Type: application/x-www-form-urlencoded", "Content-Length: 5000"], "m"), expect: { ...designed(408), maxMs: 6000 } },
  { name: "an unmatched route //x", request: { path: "//x" }, expect: designed(404) },
  { name: "PROPFIND", request: { method: "PROPFIND", path: "{page}" }, expect: designed(405) },
  { name: "OPTIONS without CORS headers", request: { method: "OPTIONS", path: "{page}" }, expect: designed(405) },


  // Issue 21: caches
  { name: "CMS 502 after a good answer, search filters on a page without a search block: the last good copy", prime: true, upstream: { kind: "status", status: 502 }, request: { path: "{page}?mun=66023&price_max=500000" }, expect: stale },
  { name: "CMS hangs after a good answer, 20 visitors with new filters at once: one stale page each", prime: true, concurrent: 20, upstream: { kind: "hang" }, request: { path: "{page}?mun=12345" }, expect: stale },
  { name: "CMS answers HTML after a good answer, with a filter and a tracking key: the last good copy", prime: true, upstream: { kind: "html" }, request: { path: "{page}?mun=1&utm_source=x" }, expect: stale },
  { name: "CMS answers HTML, no copy, 10 visitors at once: the generic 500 for each", concurrent: 10, upstream: { kind: "html" }, request: { path: "{page}" }, expect: designed(500) },


  // Issue 21: leads
  ...[400, 401, 404, 422, 429].map((status): Scenario => leadScenario(`core API ${status} on a lead: the visitor sees a failure, every value kept`, status, { status: 502, has: [LEAD_MESSAGE, LEAD_EMAIL, "Votre message n’a pas été envoyé."] })),
  leadScenario("core API 409 on a lead (its idempotency key is already stored): a success", 409, { status: 303 }),
];

/** The site's home page as the action reads it for the site's credentials (microsite id, key). */
function homeWithCredentials(): Behavior {
  const home = stubPage("/fr", 0) as Record<string, unknown>;
  return {
    kind: "page",
    page: { ...home, microsite_id: 1, site_key: "stub-site-key", recaptcha: { site_key: "test-site-key" } },
  };
}

/** A contact form post without JavaScript, on a page holding the form, the core API answering `status`. */
function leadScenario(name: string, status: number, expected: Expect): Scenario {
  const body = new URLSearchParams({
    form_type: "contact_form",
    __rvfInternalFormId: "form-210-contact-form",
    idempotency_key: `faute-21-${status}`,
    recaptcha_response: TEST_CAPTCHA_TOKEN,
    firstname: "Léa",
    lastname: "Roy",
    email: LEAD_EMAIL,
    message: LEAD_MESSAGE,
  });
  return {
    name,
    upstream: (p) => ({
      kind: "page",
      page: pageWith(p, [{ id: 210, block_type: "contact-form", block_params: {}, fields: {} }]),
    }),
    otherCalls: {
      "/fr": homeWithCredentials(),
      "POST /api/swc/1/contact": {
        kind: "json",
        status,
        body: { status: status === 409 ? "duplicate" : "error" },
      },
    },
    request: { method: "POST", path: "{page}", headers: form, body: body.toString() },
    expect: expected,
  };
}
