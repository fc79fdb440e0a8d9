import type { InitOptions } from "i18next";
import { locales } from "./locales";

/**
 * How the server's i18next reads our texts, and what the browser's small `t` (translate.ts) must
 * equal (tests/unit/i18n/browser-t-equals-i18next.test.ts): no fallback to another language, so a
 * missing text shows its key in both; React escapes the strings, so i18next must not.
 */
export const i18nextOptions = {
  supportedLngs: [...locales],
  fallbackLng: false,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  // Texts are given as resources: init is done before it returns, nothing is fetched.
  initImmediate: false,
} satisfies InitOptions;
