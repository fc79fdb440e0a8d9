import { useSetAtom } from "jotai";
import { useEffect, useMemo } from "react";
import { Blocks } from "~/blocks/Blocks";
import type { PreparedBlock } from "~/blocks/types";
import type { PageErrorKey } from "~/cms/page-answer";
import { ShellSlots } from "~/shell/ShellSlots";
import { SkipLink } from "~/shell/SkipLink";
import { useLinkClicks } from "~/shell/use-link-clicks";
import { siteAtom } from "~/state/site";
import { useHydrateAtoms } from "~/state/use-hydrate-atoms";
import type { ErrorChrome } from "./chrome.server";
import { PageError } from "./PageError";

type Props = { status: number; messageKey?: PageErrorKey; detail?: string };

/**
 * The chrome's blocks rendered by their components: an error page's hydration may start over in
 * the browser, where a static or deferred block's kept server HTML would be lost (an empty footer).
 */
function rendered(blocks: PreparedBlock[]): PreparedBlock[] {
  return blocks.map((block) => ({ ...block, static: undefined, deferred: undefined }));
}

/** The error message in the site's header and footer (their last good copy). */
function ErrorInChrome({ chrome, ...error }: Props & { chrome: ErrorChrome }) {
  useHydrateAtoms([[siteAtom, chrome.site]]);
  const setSite = useSetAtom(siteAtom);
  useEffect(() => setSite(chrome.site), [chrome.site, setSite]);
  useLinkClicks();
  const header = useMemo(() => rendered(chrome.header), [chrome.header]);
  const footer = useMemo(() => rendered(chrome.footer), [chrome.footer]);
  return (
    <>
      {/* Every value in it was checked on the server, so CMS values cannot inject CSS. */}
      <style dangerouslySetInnerHTML={{ __html: chrome.themeCss }} />
      <SkipLink />
      <Blocks blocks={header} />
      <main id="main-content" tabIndex={-1}>
        <PageError {...error} />
      </main>
      <Blocks blocks={footer} />
      <ShellSlots />
    </>
  );
}

/**
 * An error page (spec 1 §8): with the site's chrome when the loader could give it, else the plain
 * designed page (a CMS outage with no copy of it).
 */
export function ErrorPage({ chrome, ...error }: Props & { chrome?: ErrorChrome | null }) {
  if (chrome && Array.isArray(chrome.header) && Array.isArray(chrome.footer))
    return <ErrorInChrome chrome={chrome} {...error} />;
  return (
    <main id="main-content" tabIndex={-1}>
      <PageError {...error} />
    </main>
  );
}
