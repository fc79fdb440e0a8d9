import { atom } from "jotai";
import type { Locale } from "~/i18n/locales";

/** Site-wide data of spec 1 §3 that the browser uses, hydrated from the page loader on every navigation. */
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
  /** The variant being previewed, with its banner colours. */
  variant: { id: string | number; name: string; background: string; text: string } | null;
  alternatePaths: { locale: Locale; path: string }[];
  contactForm: { showConsent: boolean; contactName: string | null };
  editMode: boolean;
};

export function brandVersionOf(page: { metadata?: { brand_version_2025?: boolean | null } | null }): 1 | 2 {
  return page.metadata?.brand_version_2025 ? 2 : 1;
}

export const siteAtom = atom<SiteData | null>(null);
