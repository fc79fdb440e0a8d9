import { useAtomValue, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useEffect } from "react";
import { Blocks } from "~/blocks/Blocks";
import type { PublicPageData } from "~/cms/page-route.server";
import { routeKeyOfPath } from "~/i18n/routes";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { ThemeStyle } from "~/theme/ThemeStyle";
import { siteAtom, type SiteData } from "~/state/site";
import { ProgressBar } from "./ProgressBar";
import { ShellSlots } from "./ShellSlots";
import { SkipLink } from "./SkipLink";
import { useConsentReady } from "./use-consent-ready";
import { VariantIndicator } from "./VariantIndicator";

function useSiteData(site: SiteData) {
  useHydrateAtoms([[siteAtom, site]]);
  const setSite = useSetAtom(siteAtom);
  useEffect(() => setSite(site), [site, setSite]);
}

function useBodyScrollPrevention() {
  const prevented = useAtomValue(isScrollPreventedAtom);
  useEffect(() => {
    document.body.classList.toggle("scroll-prevented", prevented);
  }, [prevented]);
}

/** Spec 1 §2 default layout: header blocks, main content, footer blocks and the site-wide overlays. */
export function PageShell({ page, site }: { page: PublicPageData; site: SiteData }) {
  useSiteData(site);
  useBodyScrollPrevention();
  useConsentReady();
  const onSearchPage = routeKeyOfPath(site.fullPath) === "properties-search";
  const footer = site.footerOverride.length > 0 ? site.footerOverride : site.footer;

  return (
    <>
      <ThemeStyle theme={site.theme} />
      <ProgressBar />
      <SkipLink />
      {site.variant ? <VariantIndicator variant={site.variant} /> : null}
      <Blocks blocks={site.header} />
      <main id="main-content" tabIndex={-1}>
        <Blocks blocks={page.content.fields} editable={site.editMode} />
      </main>
      {onSearchPage ? null : <Blocks blocks={footer} />}
      <ShellSlots />
    </>
  );
}
