import { getConfig } from "~/config.server";

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
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
  const upstream = [config.assetsUrl, config.cmsUrl, config.coreUrl].map(originOf).filter(Boolean) as string[];
  const captcha = config.captchaProvider === "recaptcha" ? RECAPTCHA_HOSTS : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...captcha, ...YOUTUBE_HOSTS],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...upstream],
    "media-src": ["'self'", "blob:", "https:", ...upstream],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...captcha],
    "frame-src": ["'self'", "https:"],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/** Headers every response carries (issue: security headers in entry.server). */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}
