import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/i18n";
import { defaultLocale, isLocale } from "./i18n/locales";
import { installChunkReloadGuard } from "./lib/chunk-reload";

installChunkReloadGuard(window);

const htmlLang = document.documentElement.lang;

i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, lng: isLocale(htmlLang) ? htmlLang : defaultLocale })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
