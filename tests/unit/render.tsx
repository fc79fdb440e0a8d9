import { createRemixStub } from "@remix-run/testing";
import { render, type RenderOptions } from "@testing-library/react";
import { createInstance } from "i18next";
import { Provider as JotaiProvider, createStore } from "jotai";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { siteAtom, type SiteData } from "~/state/site";

export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    locale: "fr",
    production: false,
    micrositeId: 1,
    siteId: 1,
    siteType: "agency",
    recaptchaSiteKey: "test-site-key",
    captchaProvider: "test",
    brandVersion: 1,
    domainName: "localhost",
    fullOrigin: "https://localhost",
    fullPath: "/fr",
    assetsUrl: "https://assets.test",
    variant: null,
    theme: {},
    metadata: {},
    header: [],
    footer: [],
    footerOverride: [],
    contactForm: { showConsent: true, contactName: null },
    editMode: false,
    ...overrides,
  };
}

export function testI18n(locale: Locale = "fr") {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nConfig, lng: locale, initImmediate: false });
  return i18n;
}

type Options = { locale?: Locale; site?: Partial<SiteData>; path?: string } & Omit<RenderOptions, "wrapper">;

/**
 * Renders a component as the app would: translations, a jotai store holding the site data, and a
 * Remix router (so Link and hooks work). Returns the store too, for state assertions.
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = "fr", site, path, ...options }: Options = {},
) {
  const store = createStore();
  store.set(siteAtom, makeSite({ locale, fullPath: path ?? `/${locale}`, ...site }));
  const i18n = testI18n(locale);
  const Stub = createRemixStub([{ path: "*", Component: () => ui }]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <Stub initialEntries={[path ?? `/${locale}`]} />
      </JotaiProvider>
    </I18nextProvider>,
    options,
  );
  return { ...result, store, i18n };
}
