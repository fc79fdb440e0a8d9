import { getConfig } from "~/config.server";

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether the CMS's own origin may be framed over plain http (see the iframe-search block). */
function cmsFrameAllowed(config: { nodeEnv: string; cmsUrl: string }): boolean {
  if (config.nodeEnv !== "production") return true;
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(config.cmsUrl).hostname);
  } catch {
    return false;
  }
}

/** Hosts the captcha provider needs when it is Google's reCAPTCHA. */
const RECAPTCHA_HOSTS = ["https://www.google.com", "https://www.gstatic.com", "https://www.recaptcha.net"];
const YOUTUBE_HOSTS = ["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://s.ytimg.com"];

/**
 * The Content-Security-Policy of a document: scripts only from us or carrying this request's
 * nonce, so CMS HTML that slipped through sanitising still cannot run.
 */
export function contentSecurityPolicy(nonce: string): string {
  const config = getConfig();
  const upstream = [config.assetsUrl, config.cmsUrl, config.coreUrl, config.mapTilesUrl]
    .map(originOf)
    .filter(Boolean) as string[];
  const captcha = config.captchaProvider === "recaptcha" ? RECAPTCHA_HOSTS : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic': scripts that a nonce-carrying script adds (an embed's widget loader, the
    // captcha) may run; browsers that know it ignore the host list, older ones use it.
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...captcha, ...YOUTUBE_HOSTS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...upstream],
    "media-src": ["'self'", "blob:", "https:", ...upstream],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...captcha],
    // The embedded search may be served by the CMS's host: the demo backend, over http outside
    // production or on a loopback host; otherwise frames are https only.
    "frame-src": [
      "'self'",
      "https:",
      ...(cmsFrameAllowed(config) ? [originOf(config.cmsUrl) ?? "'self'"] : []),
    ],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

const BASE_SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** Headers every response carries; documents add their Content-Security-Policy with the nonce. */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
}

/**
 * Headers for responses that skip entry.server's document rendering: resource routes and loader
 * redirects (Remix hands those back as they are).
 */
export function securedHeaders(init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  applySecurityHeaders(headers);
  return headers;
}
