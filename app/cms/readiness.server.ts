import { getConfig } from "~/config.server";
import { defaultLocale } from "~/i18n/locales";
import { fetchPage } from "./page.server";

export type Readiness = { ready: boolean; reason: string; checkedAt: number };

let last: Readiness | null = null;
let refreshing: Promise<Readiness> | null = null;
let lastReported: boolean | null = null;
let reachedOnce = false;

/**
 * One look at the CMS: it serves the home page (a page or a redirect). Any other answer, a wrong
 * key (401/403), an unknown domain (404), a gateway error, no answer at all or an open breaker, is
 * not ready. Goes through the CMS breaker and cap like a page call, so a dead CMS is not probed
 * harder than visitors would.
 */
async function check(): Promise<Readiness> {
  const { publicOrigin } = getConfig();
  const outcome = await fetchPage({
    locale: defaultLocale,
    path: `/${defaultLocale}`,
    query: new URLSearchParams(),
    domainName: publicOrigin ? new URL(publicOrigin).hostname.replace(/^www\./, "") : "localhost",
  }).catch((error: unknown) => ({ kind: "error" as const, detail: String(error), skipped: undefined }));
  // No free slot for the look: the CMS is busy with visitors, which says nothing against it. A busy
  // moment must not take the replica out of the load balancer, so the last look stands.
  if (outcome.kind === "error" && outcome.skipped === "busy" && last)
    return { ...last, checkedAt: Date.now() };
  const answers = outcome.kind !== "error";
  reachedOnce ||= answers;
  if (lastReported !== answers) {
    if (!answers || lastReported !== null)
      console.warn(
        `Readiness: ${answers ? "the CMS answers again" : `the CMS does not answer${reachedOnce ? " (still ready: the last good pages are served)" : ", not ready"}, ${outcome.kind === "error" ? (outcome.detail ?? "") : ""}`}`,
      );
    lastReported = answers;
  }
  // Once the CMS has answered, an outage keeps the replica ready: it serves the last good copies and
  // the designed outage page as well as any other replica could, and the replicas share the CMS, so
  // taking them out would take them all out together (an empty Service, the balancer's bare 503).
  // A replica that never reached it (a wrong key or domain, the CMS down at its start) stays out,
  // which also halts a rolling update with a bad configuration.
  const reason = answers ? "ready" : reachedOnce ? "ready, CMS unreachable" : "CMS unreachable";
  return { ready: reachedOnce, reason, checkedAt: Date.now() };
}

function refresh(): Promise<Readiness> {
  refreshing ??= check()
    .then((result) => (last = result))
    .finally(() => (refreshing = null));
  return refreshing;
}

/**
 * Readiness as a cached, periodically refreshed view of the CMS, never one upstream call per probe:
 * the first probe waits for the first look; afterwards a probe answers at once from the last look,
 * and starts a new one in the background when that is older than READINESS_REFRESH_MS.
 */
export async function cmsReadiness(now = Date.now()): Promise<Readiness> {
  if (!last) return refresh();
  if (now - last.checkedAt >= getConfig().readinessRefreshMs) void refresh();
  return last;
}
