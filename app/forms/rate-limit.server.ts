/**
 * Form posts per client in a sliding 10-minute window, in this process's memory (each instance
 * counts its own: a rough brake on a flood, the captcha does the rest).
 */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_CLIENTS = 50_000;
const posts = new Map<string, number[]>();

export function allowFormPost(client: string, limit: number, now = Date.now()): boolean {
  if (limit <= 0) return true;
  const recent = (posts.get(client) ?? []).filter((time) => now - time < WINDOW_MS);
  if (recent.length >= limit) {
    posts.set(client, recent);
    return false;
  }
  recent.push(now);
  // Re-inserted last, so the oldest clients are the first to go when the map is full.
  posts.delete(client);
  posts.set(client, recent);
  if (posts.size > MAX_CLIENTS) posts.delete(posts.keys().next().value as string);
  return true;
}

export function resetFormRateLimit(): void {
  posts.clear();
}

/**
 * The client's address as Express's `trust proxy` with that many hops sees it: the server gives it
 * (load context `clientAddress`) when it can; otherwise the X-Forwarded-For entry that many hops
 * from the right, or null when it cannot be known here.
 */
export function clientAddressOf(request: Request, hops: number, given?: unknown): string | null {
  if (typeof given === "string" && given) return given;
  if (hops <= 0) return null;
  const forwarded = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return null;
  // [socket, ...forwarded reversed]: trusting n hops takes the n-th entry, else the furthest.
  return forwarded[Math.max(0, forwarded.length - hops)] ?? null;
}
