import { fixedT } from "~/i18n/fixed-t";
import { locales, type Locale } from "~/i18n/locales";
import { qaPaths } from "~/i18n/routes";
import { fetchDemoBlocks } from "./demo-page.server";
import { loadPage } from "./page.server";
import type { PageData } from "./schema";

export type QaPage = keyof typeof qaPaths;

export function qaPageOf(path: string): QaPage | null {
  for (const [name, paths] of Object.entries(qaPaths)) {
    if (Object.values(paths).includes(path as never)) return name as QaPage;
  }
  return null;
}

export type LoadRequest = { locale: Locale; domainName: string; query: URLSearchParams; signal: AbortSignal };

/**
 * The QA pages (spec 1 §2): the site's chrome from the locale's home page, the content from the
 * CMS demo-page call; the general-settings page shows the theme.
 */
export async function loadQaPage(qa: QaPage, request: LoadRequest): Promise<PageData> {
  const [home, blocks] = await Promise.all([
    loadPage({ ...request, path: `/${request.locale}` }),
    qa === "sections" ? fetchDemoBlocks(request.locale, request.signal) : Promise.resolve([]),
  ]);
  const content =
    qa === "sections"
      ? blocks
      : [{ block_type: "qa-general-settings", block_params: {}, fields: { theme: home.theme ?? {} } }];
  return {
    ...home,
    title: Object.fromEntries(locales.map((locale) => [locale, fixedT(locale)(`qa.${qa}`)])),
    seo: { robots: "noindex, nofollow" },
    alternate_paths: Object.entries(qaPaths[qa]).map(([locale, path]) => ({
      locale: locale as Locale,
      path,
    })),
    variant: null,
    content: { fields: content, override: null },
  };
}
