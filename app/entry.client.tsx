import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadBlockComponents } from "./blocks/registry";
import { defaultLocale, isLocale } from "./i18n/locales";
import { loadNamespaces } from "./i18n/messages";
import { registerPageTexts } from "./i18n/page-texts";
import { installChunkReloadGuard } from "./lib/chunk-reload";
import { holdEventsUntil } from "./lib/hold-events-while-decoding";

installChunkReloadGuard(window);

const htmlLang = document.documentElement.lang;
// The server rendered these blocks and preloaded their chunks and texts; waiting for them here lets
// the page hydrate in one pass. Static blocks keep their HTML with no code; deferred ones load later.
// Their sections name them (the loader data, streamed by single fetch, is not decoded yet here).
const firstViewBlocks = [...document.querySelectorAll<HTMLElement>("[data-block-type]")].filter(
  (element) => !element.closest("[data-static-block], [data-deferred-block]"),
);
const blockTypes = firstViewBlocks.map((element) => element.dataset.blockType ?? "");
const blockTexts = firstViewBlocks.flatMap((element) => element.dataset.texts?.split(" ") ?? []);

const locale = isLocale(htmlLang) ? htmlLang : defaultLocale;
registerPageTexts(document, locale);

Promise.all([loadNamespaces(locale, blockTexts), loadBlockComponents(blockTypes)]).finally(() => {
  // React hears clicks from now on (app/shell/early-clicks.ts), once RemixBrowser has the page's data.
  window.__reactListening = true;
  holdEventsUntil(
    () =>
      (window as { __remixContext?: { state?: unknown } }).__remixContext?.state !== undefined ||
      document.documentElement.hasAttribute("data-hydrated"),
  );
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
