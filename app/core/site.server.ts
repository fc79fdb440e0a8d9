import type { BlockLoadContext } from "~/blocks/define-fields.server";
import { loadPage } from "~/cms/page.server";
import { getRequestContext } from "~/cms/request-context.server";
import { getConfig } from "~/config.server";
import type { Locale } from "~/i18n/locales";
import { brandVersionOf } from "~/state/site";

export type SiteCredentials = BlockLoadContext["site"] & {
  micrositeId: string | number;
  siteKey: string;
  recaptchaSiteKey: string | null;
  /** metadata.contact_form.show_consent: whether the forms show (and send) the consent boxes. */
  showConsent: boolean;
};

/**
 * The site's microsite id and key for a resource route or an action, read from the CMS answer for
 * the language's home page (cached like any page). Null when the CMS fails or gives no key: the
 * caller answers with its designed failure, never with the key.
 */
export async function siteCredentials(request: Request, locale: Locale): Promise<SiteCredentials | null> {
  const context = getRequestContext(request, getConfig().publicOrigin);
  try {
    const page = await loadPage({
      locale,
      path: `/${locale}`,
      query: new URLSearchParams(),
      domainName: context.domainName,
      signal: request.signal,
    });
    if (page.microsite_id === null || !page.site_key) return null;
    return {
      micrositeId: page.microsite_id,
      siteKey: page.site_key,
      siteType: page.site_type,
      brandVersion: brandVersionOf(page),
      recaptchaSiteKey: page.recaptcha?.site_key ?? null,
      showConsent: page.metadata?.contact_form?.show_consent ?? true,
    };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return null;
  }
}
