import { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "~/config.server";

/**
 * Form posts per client in a 10-minute window. With REDIS_URL set the count is shared by every
 * replica (three replicas must not let a client post three times as often, issue 35 §3); else, or
 * while Redis cannot be reached, each process counts in its own memory (a sliding window), with a
 * warning: forms keep working, the limit is only per process for that time.
 */
const WINDOW_MS = 10 * 60 * 1000;
const MAX_CLIENTS = 50_000;
const posts = new Map<string, number[]>();
/** How long a post waits for Redis before counting in memory. */
const REDIS_TIMEOUT_MS = 500;

let shared: { limit: number; limiter: RateLimiterRedis; client: Redis } | undefined;
let warned = false;

function sharedLimiter(limit: number): RateLimiterRedis | null {
  const url = getConfig().redisUrl;
  if (!url) return null;
  if (shared?.limit === limit) return shared.limiter;
  const client = shared?.client ?? connect(url);
  const limiter = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: "form-posts",
    points: limit,
    duration: WINDOW_MS / 1000,
  });
  shared = { limit, limiter, client };
  return limiter;
}

function connect(url: string): Redis {
  // A post waits for the connection at most REDIS_TIMEOUT_MS; once Redis is known to be down,
  // posts count in memory at once until it is ready again (allowFormPost).
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: REDIS_TIMEOUT_MS * 4,
  });
  client.on("ready", () => {
    if (warned) console.warn("Form rate limit: Redis is back, the limit is shared again");
    warned = false;
  });
  client.on("error", () => undefined); // reported once by allowFormPost, not per reconnection
  return client;
}

/** Whether this client may post a form now (and counts the post). */
export async function allowFormPost(client: string, limit: number, now = Date.now()): Promise<boolean> {
  if (limit <= 0) return true;
  const limiter = sharedLimiter(limit);
  if (!limiter || (warned && shared?.client.status !== "ready")) return allowInMemory(client, limit, now);
  try {
    await limiter.consume(client);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    if (!warned)
      console.warn(
        `Form rate limit: Redis cannot be reached (${(rejection as Error)?.message ?? rejection}); counting per process until it is back`,
      );
    warned = true;
    return allowInMemory(client, limit, now);
  }
}

function allowInMemory(client: string, limit: number, now: number): boolean {
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

export async function resetFormRateLimit(): Promise<void> {
  posts.clear();
  const client = shared?.client;
  shared = undefined;
  warned = false;
  client?.disconnect();
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
