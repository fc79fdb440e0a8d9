import { useFetchers, useNavigation } from "@remix-run/react";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { Blocks } from "~/blocks/Blocks";
import { watchRouter } from "~/blocks/router-busy";
import type { PageLoaderData } from "~/cms/page-route.server";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { siteAtom, type SiteData } from "~/state/site";
import { useHydrateAtoms } from "~/state/use-hydrate-atoms";
import { ShellSlots } from "./ShellSlots";
import { SkipLink } from "./SkipLink";
import { useConsentReady } from "./use-consent-ready";
import { useLinkClicks } from "./use-link-clicks";
import { useOnceTrue } from "./use-once-true";

// Not needed for the first view: the bar loads with the first navigation or form post (it shows
// only after 200 ms of loading anyway), the banner only on a variant preview.
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
  useEffect(() => watchRouter(), []);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busyOnce = useOnceTrue(
    navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle"),
  );

  return (
    <>
      {/* Every value in it was checked on the server, so CMS values cannot inject CSS. */}
      <style dangerouslySetInnerHTML={{ __html: page.themeCss }} />
      <Suspense fallback={null}>
        {busyOnce ? <ProgressBar /> : null}
        {site.variant ? <VariantIndicator variant={site.variant} /> : null}
      </Suspense>
      <SkipLink />
      <Blocks blocks={page.header} />
      <main id="main-content" tabIndex={-1}>
        <Blocks blocks={page.main} editable={site.editMode} />
      </main>
      <Blocks blocks={page.footer} />
      {page.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
      ) : null}
      <ShellSlots />
    </>
  );
}
