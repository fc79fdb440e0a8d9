import { z } from "zod";
import { coreUnprotectedClient } from "~/cms/clients.server";
import type { Locale } from "~/i18n/locales";

const answerSchema = z.object({
  data: z.object({
    municipalities: z.array(z.object({ DESCRIPTION: z.string().trim().min(1) }).passthrough()),
  }),
});

/** What the wizards use of a municipality entry: its DESCRIPTION, the label (spec 3 §3). */
export type MunicipalityOption = { label: string };

const CACHE_MS = 5 * 60_000;
const cache = new Map<Locale, { at: number; list: MunicipalityOption[] }>();
const pending = new Map<Locale, Promise<MunicipalityOption[] | null>>();

async function fetchMunicipalities(locale: Locale): Promise<MunicipalityOption[] | null> {
  try {
    const response = await coreUnprotectedClient({ locale }).get("municipalities");
    if (!response.ok) {
      console.warn(`GET municipalities answered ${response.status}`);
      return null;
    }
    const parsed = answerSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn("GET municipalities: unexpected answer", parsed.error.issues[0]);
      return null;
    }
    const labels = [...new Set(parsed.data.data.municipalities.map((entry) => entry.DESCRIPTION))];
    return labels.map((label) => ({ label }));
  } catch (error) {
    console.warn("GET municipalities failed", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * GET municipalities on the unprotected core client (spec 3 §7), kept in memory a few minutes and
 * fetched once for concurrent requests. Null when the core API fails: the caller shows a message.
 */
export async function getMunicipalities({
  locale,
  signal,
}: {
  locale: Locale;
  signal?: AbortSignal;
}): Promise<MunicipalityOption[] | null> {
  const cached = cache.get(locale);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.list;
  let request = pending.get(locale);
  if (!request) {
    // Not tied to one visitor's signal: others may be waiting for the same answer.
    request = fetchMunicipalities(locale).finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  const list = await (signal ? raceAbort(request, signal) : request);
  if (list) cache.set(locale, { at: Date.now(), list });
  return list;
}

function raceAbort<T>(promise: Promise<T | null>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onAbort = () => resolve(null);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** For tests: forget what was fetched. */
export function clearMunicipalitiesCache() {
  cache.clear();
}
