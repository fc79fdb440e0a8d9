import { z } from "zod";

/** The environment contract (ARCHITECTURE.md §3). This module is the only reader of process.env. */
const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const optionalUrl = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ""))
  .optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CMS_URL: z
    .string({ required_error: "CMS_URL is required (npm start sets it to the demo backend when unset)" })
    .url()
    .transform((v) => v.replace(/\/+$/, "")),
  CMS_KEY: z.string().optional(),
  CORE_URL: z
    .string({ required_error: "CORE_URL is required (npm start sets it to the demo backend when unset)" })
    .url()
    .transform((v) => v.replace(/\/+$/, "")),
  SITE_ID: z
    .string()
    .regex(/^[\w-]+$/, "SITE_ID must be a plain identifier")
    .optional(),
  ASSETS_URL: optionalUrl,
  CMS_PRODUCTION: booleanString.optional(),
  CAPTCHA_PROVIDER: z.enum(["recaptcha", "test"]).default("recaptcha"),
  /** Google reCAPTCHA secret, used to verify form tokens server-side when CAPTCHA_PROVIDER=recaptcha. */
  RECAPTCHA_SECRET: z.string().optional(),
  /** Proxies in front of the app whose X-Forwarded-For is trusted (as server.mjs reads it). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /** Redis shared by the replicas for the form rate limit (redis://host:port); unset: per process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  /** Form posts one client may make in 10 minutes (0 turns the limit off). */
  FORM_RATE_LIMIT: z.coerce.number().int().min(0).max(100000).default(20),
  PUBLIC_ORIGIN: optionalUrl,
  /** Milliseconds before an upstream call is abandoned. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  /** Seconds a CMS page answer is reused in-process (0 turns the cache off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Shows error details on the error page; never in production by default. */
  EXPOSE_ERRORS: booleanString.optional(),
  /** Secret that opens edit mode (?preview_token=…); edit mode is unreachable when unset. */
  PREVIEW_TOKEN: z
    .string()
    .min(16, "PREVIEW_TOKEN must be at least 16 characters")
    .max(256, "PREVIEW_TOKEN must be at most 256 characters")
    .regex(/^[\x21-\x7e]+$/, "PREVIEW_TOKEN must be printable ASCII without spaces")
    .optional(),
  /** Seconds a CMS page answer may still be served after its freshness when the CMS fails (0: never). */
  STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(604800).default(86400),
  /** Megabytes of CMS page answers the in-process cache holds at most (fresh and stale together). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Consecutive failed or timed-out CMS calls that open the circuit breaker. */
  CMS_BREAKER_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
  /** Milliseconds the breaker stays open before one trial call is let through. */
  CMS_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(50).max(600000).default(10000),
  /** CMS calls in flight at once; more wait for a slot. */
  CMS_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(32),
  /** Milliseconds a CMS call waits for a slot before failing fast (0: no wait). */
  CMS_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  /**
   * Map tile address template ({z}/{x}/{y}, Leaflet's {s}, and {r} for `@2x` tiles on high-density
   * screens); unset: the tiles the demo backend draws at `${CORE_URL}/tiles/{z}/{x}/{y}{r}.png` (a core
   * API without them leaves the map a neutral background); `none`: no tiles.
   */
  MAP_TILES_URL: z
    .string()
    .regex(/^(none|https?:\/\/[^\s"'<>]+)$/, "MAP_TILES_URL must be an http(s) template or none")
    .optional(),
  /** `local`: /resources/image resizes photos with sharp; `off`: it sends the browser to the original. */
  IMAGE_TRANSFORM: z.enum(["local", "off"]).default("local"),
  /** A resizer in front (an image CDN or the CMS's own): `{src}`, `{w}` and `{format}` are filled in. */
  IMAGE_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, "IMAGE_URL_TEMPLATE must be an http(s) URL")
    .refine(
      (template) => template.includes("{src}") && template.includes("{w}"),
      "IMAGE_URL_TEMPLATE must contain {src} and {w}",
    )
    .optional(),
  /** More origins whose images may be resized, comma-separated (ASSETS_URL's and CMS_URL's always may). */
  IMAGE_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url()))
    .optional(),
  /** Megabytes of a source image the transform reads at most. */
  IMAGE_MAX_INPUT_MB: z.coerce.number().int().min(1).max(200).default(20),
  /** Megapixels of a source image the transform decodes at most (a decompression bomb is refused). */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(500).default(50),
  /** Megabytes of resized images kept in memory. */
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  /** Images resized at once (default: the cores but one, at least 1). */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Source images fetched at once, apart from the resize slots (a slow origin holds no core). */
  IMAGE_FETCH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** Images that may wait for a slot; more get 503 with Retry-After. */
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(10000).default(32),
  /** Milliseconds a readiness answer is reused before it is refreshed in the background. */
  READINESS_REFRESH_MS: z.coerce.number().int().min(50).max(600000).default(5000),
  /**
   * Whether robots.txt lets crawlers in (docs/seo.md). Default: only in production with
   * CMS_PRODUCTION on; staging, previews of the CMS and the demo (which sets `off`) keep them out.
   */
  SEARCH_INDEXING: z.enum(["on", "off"]).optional(),
  /**
   * The CMS's page list for the sitemap, under `${CMS_URL}/api/` (GET, docs/seo.md); `none`, or a CMS
   * answering 404 there: the pages the header and footer menus link to.
   */
  CMS_PAGE_LIST_PATH: z
    .string()
    .regex(
      /^(none|[\w-]+(\/[\w-]+)*)$/,
      "CMS_PAGE_LIST_PATH must be a path under /api/ (no leading /) or none",
    )
    .default("pages"),
  /** Seconds a built sitemap is served before it is rebuilt in the background. */
  SITEMAP_REFRESH_SECONDS: z.coerce.number().int().min(1).max(604800).default(3600),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof configSchema>) {
  const production = env.NODE_ENV === "production";
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    cmsUrl: env.CMS_URL,
    cmsKey: env.CMS_KEY ?? null,
    coreUrl: env.CORE_URL,
    siteId: env.SITE_ID ?? null,
    assetsUrl: env.ASSETS_URL ?? null,
    cmsProduction: env.CMS_PRODUCTION ?? production,
    captchaProvider: env.CAPTCHA_PROVIDER,
    recaptchaSecret: env.RECAPTCHA_SECRET ?? null,
    trustProxyHops: env.TRUST_PROXY_HOPS ?? (production ? 1 : 0),
    formRateLimit: env.FORM_RATE_LIMIT,
    redisUrl: env.REDIS_URL ?? null,
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    exposeErrors: env.EXPOSE_ERRORS ?? !production,
    previewToken: env.PREVIEW_TOKEN ?? null,
    staleIfErrorSeconds: env.STALE_IF_ERROR_SECONDS,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    cmsBreakerThreshold: env.CMS_BREAKER_THRESHOLD,
    cmsBreakerCooldownMs: env.CMS_BREAKER_COOLDOWN_MS,
    cmsMaxInFlight: env.CMS_MAX_IN_FLIGHT,
    cmsQueueWaitMs: env.CMS_QUEUE_WAIT_MS,
    readinessRefreshMs: env.READINESS_REFRESH_MS,
    searchIndexing: env.SEARCH_INDEXING
      ? env.SEARCH_INDEXING === "on"
      : production && (env.CMS_PRODUCTION ?? production),
    cmsPageListPath: env.CMS_PAGE_LIST_PATH === "none" ? null : env.CMS_PAGE_LIST_PATH,
    sitemapRefreshSeconds: env.SITEMAP_REFRESH_SECONDS,
    imageTransform: env.IMAGE_TRANSFORM,
    imageUrlTemplate: env.IMAGE_URL_TEMPLATE ?? null,
    imageOrigins: env.IMAGE_ORIGINS ?? [],
    imageMaxInputBytes: env.IMAGE_MAX_INPUT_MB * 1024 * 1024,
    imageMaxPixels: env.IMAGE_MAX_MEGAPIXELS * 1_000_000,
    imageCacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024,
    imageConcurrency: env.IMAGE_CONCURRENCY ?? null,
    imageQueue: env.IMAGE_QUEUE,
    imageFetchConcurrency: env.IMAGE_FETCH_CONCURRENCY,
    mapTilesUrl:
      env.MAP_TILES_URL === "none" ? null : (env.MAP_TILES_URL ?? `${env.CORE_URL}/tiles/{z}/{x}/{y}{r}.png`),
  };
}

/** Parses an environment; throws a readable message listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(result.data);
}

let cached: Config | undefined;

/** The process configuration, parsed once. A bad environment stops the process with a clear message. */
export function getConfig(): Config {
  if (cached) return cached;
  try {
    cached = parseConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (cached.nodeEnv === "production" && !cached.publicOrigin) {
    console.warn(
      "PUBLIC_ORIGIN is not set: links are built from the request's Host, so every page is sent private, no-store and no CDN can cache it. Set it in production.",
    );
  }
  return cached;
}
