/** Spec 3 §9: the frame's default query. */
export const DEFAULT_FRAME_QUERY: Readonly<Record<string, string>> = {
  model: "v5",
  pub: "0",
  desjPub: "0",
  desjCalc: "0",
};

/** A loopback host: the demo backend that `npm start` runs beside the site, http even in production. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Where a path given by the CMS is resolved, and whether that origin may be plain http (not in production). */
export type FrameBase = { base: string; allowHttp: boolean };

/**
 * The frame's address for one language: the CMS URL (https only; a path is on the CMS's own host,
 * which may be http outside production, as the demo backend is), the default query, then the CMS
 * query parameters over it. Null for a missing or unsafe URL.
 */
export function frameUrl(
  url: string | null | undefined,
  params: Record<string, string> = {},
  frameBase?: FrameBase,
): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), frameBase?.base);
  } catch {
    return null;
  }
  const fromBase = frameBase ? parsed.origin === new URL(frameBase.base).origin : false;
  const httpAllowed = fromBase && frameBase?.allowHttp === true && parsed.protocol === "http:";
  if (parsed.protocol !== "https:" && !httpAllowed) return null;
  for (const [name, value] of Object.entries({ ...DEFAULT_FRAME_QUERY, ...params }))
    parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** The frame's height is kept within these bounds whatever its messages say. */
export const FRAME_MIN_HEIGHT = 400;
export const FRAME_MAX_HEIGHT = 20_000;
export const FRAME_DEFAULT_HEIGHT = 900;

/**
 * The height a message asks for, clamped, when it comes from the frame itself and its own origin
 * (spec 3 §4); null for any other message.
 */
export function heightFromMessage(
  message: { origin: string; source: unknown; data: unknown },
  frame: { origin: string; window: unknown },
): number | null {
  if (message.origin !== frame.origin || message.source !== frame.window || frame.window == null) return null;
  const data = message.data;
  const raw =
    typeof data === "number" || typeof data === "string"
      ? data
      : typeof data === "object" && data !== null && "height" in data
        ? (data as { height: unknown }).height
        : null;
  const height = typeof raw === "string" ? Number.parseFloat(raw) : raw;
  if (typeof height !== "number" || !Number.isFinite(height)) return null;
  return Math.round(Math.min(FRAME_MAX_HEIGHT, Math.max(FRAME_MIN_HEIGHT, height)));
}
