import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadBlockComponents } from "./blocks/registry";
import { defaultLocale, isLocale } from "./i18n/locales";
import { loadMessages } from "./i18n/messages";
import { installChunkReloadGuard } from "./lib/chunk-reload";

installChunkReloadGuard(window);

const htmlLang = document.documentElement.lang;
// The server rendered these blocks and preloaded their chunks; waiting for them here lets the
// page hydrate in one pass. Static blocks keep their HTML with no code; deferred ones load later.
const blockTypes = [...document.querySelectorAll<HTMLElement>("[data-block-type]")]
  .filter((element) => !element.closest("[data-static-block], [data-deferred-block]"))
  .map((element) => element.dataset.blockType ?? "");

Promise.all([
  loadMessages(isLocale(htmlLang) ? htmlLang : defaultLocale),
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
