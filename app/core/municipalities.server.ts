import { z } from "zod";
import { coreUnprotectedClient } from "~/cms/clients.server";
import type { Locale } from "~/i18n/locales";
import { coreGet } from "./core-call.server";
import { sharedAnswers } from "./shared-answers.server";

const answerSchema = z.object({
  data: z.object({
    municipalities: z.array(z.object({ DESCRIPTION: z.string().trim().min(1) }).passthrough()),
  }),
});

/** What the wizards use of a municipality entry: its DESCRIPTION, the label (spec 3 §3). */
export type MunicipalityOption = { label: string };

const answers = sharedAnswers<Locale, MunicipalityOption[]>(5 * 60_000);

function fetchMunicipalities(locale: Locale): Promise<MunicipalityOption[] | null> {
  return coreGet(
    "municipalities",
    () => coreUnprotectedClient({ locale }).get("municipalities"),
    answerSchema,
    (answer) => {
      const labels = [...new Set(answer.data.municipalities.map((entry) => entry.DESCRIPTION))];
      return labels.map((label) => ({ label }));
    },
  );
}

/**
 * GET municipalities on the unprotected core client (spec 3 §7), kept in memory a few minutes and
 * fetched once for concurrent requests. Null when the core API fails: the caller shows a message.
 */
export function getMunicipalities({
  locale,
  signal,
}: {
  locale: Locale;
  signal?: AbortSignal;
}): Promise<MunicipalityOption[] | null> {
  return answers.get(locale, () => fetchMunicipalities(locale), signal);
}

/** For tests: forget what was fetched. */
export function clearMunicipalitiesCache() {
  answers.clear();
}
