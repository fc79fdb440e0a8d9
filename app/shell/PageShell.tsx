import { useAtomValue, useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { lazy, Suspense, useEffect } from "react";
import { Blocks } from "~/blocks/Blocks";
import type { PageLoaderData } from "~/cms/page-route.server";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { siteAtom, type SiteData } from "~/state/site";
import { ShellSlots } from "./ShellSlots";
import { SkipLink } from "./SkipLink";
import { useConsentReady } from "./use-consent-ready";
import { useImageAppearance } from "./use-image-appearance";
import { useLinkClicks } from "./use-link-clicks";
import { useIdle } from "./use-idle";

// Not needed for the first view: loaded once the page is idle (or, for the banner, when shown).
const ProgressBar = lazy(() => import("./ProgressBar"));
const VariantIndicator = lazy(() => import("./VariantIndicator"));

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
export function PageShell({ page }: { page: PageLoaderData }) {
  const { site } = page;
  useSiteData(site);
  useBodyScrollPrevention();
  useConsentReady();
  useLinkClicks();
  useImageAppearance();
  const idle = useIdle();

  return (
    <>
      {/* Every value in it was checked on the server, so CMS values cannot inject CSS. */}
      <style dangerouslySetInnerHTML={{ __html: page.themeCss }} />
      <Suspense fallback={null}>
        {idle ? <ProgressBar /> : null}
        {site.variant ? <VariantIndicator variant={site.variant} /> : null}
      </Suspense>
      <SkipLink />
      <Blocks blocks={page.header} />
      <main id="main-content" tabIndex={-1}>
        <Blocks blocks={page.main} editable={site.editMode} />
      </main>
      <Blocks blocks={page.footer} />
      <ShellSlots />
    </>
  );
}
