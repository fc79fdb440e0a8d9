import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadBlockComponents } from "./blocks/registry";
import { defaultLocale, isLocale } from "./i18n/locales";
import type { PageLoaderData } from "./cms/page-route.server";
import { loadNamespaces } from "./i18n/messages";
import { installChunkReloadGuard } from "./lib/chunk-reload";

installChunkReloadGuard(window);

const htmlLang = document.documentElement.lang;
// The server rendered these blocks and preloaded their chunks; waiting for them here lets the
// page hydrate in one pass. Static blocks keep their HTML with no code; deferred ones load later.
const blockTypes = [...document.querySelectorAll<HTMLElement>("[data-block-type]")]
  .filter((element) => !element.closest("[data-static-block], [data-deferred-block]"))
  .map((element) => element.dataset.blockType ?? "");

/** The lazy text namespaces of the blocks hydrating now (deferred ones load theirs later). */
function firstViewTexts(): string[] {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } })
    .__remixContext;
  const page = context?.state?.loaderData?.["routes/$lang.$"] as Partial<PageLoaderData> | undefined;
  const blocks = [...(page?.header ?? []), ...(page?.main ?? []), ...(page?.footer ?? [])];
  return blocks.filter((block) => !block.deferred).flatMap((block) => block.texts ?? []);
}

Promise.all([
  loadNamespaces(isLocale(htmlLang) ? htmlLang : defaultLocale, firstViewTexts()),
  loadBlockComponents(blockTypes),
]).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
