import { atom } from "jotai";
import type { Block, Metadata, PageData, Theme, Variant } from "~/cms/schema";
import type { Locale } from "~/i18n/locales";

/** Site-wide data of spec 1 §3, hydrated from the page loader on every navigation. */
export type SiteData = {
  locale: Locale;
  production: boolean;
  micrositeId: string | number | null;
  siteId: string | number | null;
  siteType: "broker" | "agency";
  recaptchaSiteKey: string | null;
  captchaProvider: "recaptcha" | "test";
  brandVersion: 1 | 2;
  domainName: string;
  fullOrigin: string;
  fullPath: string;
  assetsUrl: string | null;
  variant: Variant | null;
  theme: Theme;
  metadata: Metadata;
  header: Block[];
  footer: Block[];
  footerOverride: Block[];
  contactForm: { showConsent: boolean; contactName: string | null };
  editMode: boolean;
};

export function brandVersionOf(page: Pick<PageData, "metadata">): 1 | 2 {
  return page.metadata?.brand_version_2025 ? 2 : 1;
}

export const siteAtom = atom<SiteData | null>(null);

/** Set by the consent platform's ready callback (spec 3 §7). */
export const consentReadyAtom = atom(false);
