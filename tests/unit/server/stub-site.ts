// A stub site for the server tests that post leads: a home page with the site's credentials, a
// contact page holding the form, and a no-JavaScript lead post for it.
import { TEST_CAPTCHA_TOKEN } from "~/forms/captcha-token";
import { stubPage, type StubUpstream } from "../../../scripts/stub-upstream.mjs";
import { pageWith } from "../faults/pages";

export const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
export const CREDENTIALS = {
  microsite_id: 1,
  site_key: "stub-site-key",
  recaptcha: { site_key: "test-site-key" },
};

/** A page of blocks, with the site's credentials. */
export const sitePage = (pagePath: string, blocks: unknown[]) => ({
  ...pageWith(pagePath, blocks),
  ...CREDENTIALS,
});

/** The home page /fr and the contact page /fr/contact. */
export function serveContactSite(upstream: StubUpstream) {
  upstream.behaviors.set("/fr", { kind: "page", page: { ...stubPage("/fr", 0), ...CREDENTIALS } });
  upstream.behaviors.set("/fr/contact", {
    kind: "page",
    page: sitePage("/fr/contact", [{ id: 210, block_type: "contact-form", block_params: {}, fields: {} }]),
  });
}

/** The body of a contact form post without JavaScript. */
export function leadBody(fields: Record<string, string>) {
  return new URLSearchParams({
    form_type: "contact_form",
    __rvfInternalFormId: "form-210-contact-form",
    recaptcha_response: TEST_CAPTCHA_TOKEN,
    ...fields,
  }).toString();
}

/** A lead the form accepts. */
export const validLead = (idempotencyKey: string) =>
  leadBody({
    idempotency_key: idempotencyKey,
    firstname: "Léa",
    lastname: "Roy",
    email: "lea@exemple.ca",
    message: "Bonjour",
  });
