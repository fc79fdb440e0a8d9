import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { verifyCaptcha } from "~/core/captcha.server";
import { siteCredentials } from "~/core/site.server";
import { submitLead } from "~/core/submit-lead.server";
import { getConfig } from "~/config.server";
import { isLocale } from "~/i18n/locales";
import { securedHeaders } from "~/security-headers.server";
import { cleanPayload } from "./clean-payload";
import {
  CAPTCHA_FIELD,
  FORM_ID_FIELD,
  FORM_TYPE_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  JS_FIELD,
  SENT_QUERY,
  TECHNICAL_FIELDS,
  type FormActionData,
  type FormStatus,
} from "./form-result";
import { formHandlers, type FormHandlerContext, type SubmitOutcome } from "./handlers.server";
import { formKeyOf, idempotencyKeyOf, once } from "./idempotency.server";
import { allowFormPost, clientAddressOf } from "./rate-limit.server";

const STATUS_CODES: Record<FormStatus, number> = {
  invalid: 422,
  captcha: 422,
  "rate-limited": 429,
  failed: 502,
  sent: 200,
  step: 200,
};

const NO_STORE = { "Cache-Control": "private, no-store" };

function answer(result: FormActionData, js: boolean, url: URL, formKey: string) {
  if (result.status === "sent" && !js) {
    // Post/redirect/get: a refresh of the page that says "sent" does not post again. No fragment:
    // one naming an element would cancel the autofocus that brings the answer into view and focus.
    const search = new URLSearchParams(url.search);
    search.set(SENT_QUERY, result.formId);
    return redirect(`${url.pathname}?${search}`, {
      status: 303,
      // Remix hands an action's redirect back as it is, without entry.server's headers.
      headers: securedHeaders(NO_STORE),
    });
  }
  // Every answer but a success carries the form's key: the re-rendered form (no JavaScript, where
  // the page's loaders mint new keys) posts it again, so a retry is the same lead.
  const withKey = result.status === "sent" ? result : { ...result, idempotencyKey: formKey };
  return data(withKey, { status: STATUS_CODES[result.status], headers: NO_STORE });
}

function valuesOf(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || TECHNICAL_FIELDS.includes(name)) continue;
    // Repeated names (a multiple choice) keep their values together, comma-free.
    values[name] = name in values ? `${values[name]}\n${value}` : value;
  }
  return values;
}

/**
 * The action of every CMS page (ARCHITECTURE §1): a form post, plain HTML or a fetcher. The
 * cross-origin guard of server.mjs has already refused another site's Origin (403). Here: the
 * honeypot, the per-client rate limit, then the form's own handler (formHandlers[form_type]).
 */
export async function handleFormAction({ request, params, context }: ActionFunctionArgs) {
  // Pages take GET and form posts only; PUT, DELETE, PATCH get the designed 405.
  if (request.method !== "POST")
    throw data(null, { status: 405, headers: { ...NO_STORE, Allow: "GET, HEAD, POST" } });
  const locale = params.lang;
  if (!isLocale(locale)) throw data(null, { status: 404, headers: NO_STORE });
  const url = new URL(request.url);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const formType = String(formData.get(FORM_TYPE_FIELD) ?? "");
  const formId = String(formData.get(FORM_ID_FIELD) ?? formType);
  const js = formData.get(JS_FIELD) === "1";
  const formKey = formKeyOf(formData.get(IDEMPOTENCY_FIELD));
  const values = valuesOf(formData);
  const handler = Object.hasOwn(formHandlers, formType) ? formHandlers[formType] : undefined;
  if (!handler) throw data(null, { status: 400, headers: NO_STORE });

  // A bot that filled the hidden field is told it worked, and nothing is sent. Logged, so a form
  // that ever lets a visitor reach the field shows up as trapped posts instead of lost leads.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") {
    console.warn(`Lead ${formType} caught by the honeypot (${HONEYPOT_FIELD} filled): not sent`);
    return answer({ formId, status: "sent", fieldErrors: {} }, js, url, formKey);
  }

  const config = getConfig();
  const client = clientAddressOf(
    request,
    config.trustProxyHops,
    (context as { clientAddress?: unknown })?.clientAddress,
  );
  // A client that cannot be told apart (no proxy header, no server address) is not limited: one
  // shared count would refuse every visitor at once.
  if (
    client !== null &&
    handler.sendsLead?.(formData) !== false &&
    !(await allowFormPost(client, config.formRateLimit))
  )
    return answer(
      { formId, status: "rate-limited", fieldErrors: {}, repopulateFields: values },
      js,
      url,
      formKey,
    );

  const path = url.pathname.replace(/\/+$/, "") || "/";
  const site = await siteCredentials(request, locale);
  if (!site)
    return answer({ formId, status: "failed", fieldErrors: {}, repopulateFields: values }, js, url, formKey);

  const submit: FormHandlerContext["submit"] = async (payload) => {
    const token = String(formData.get(CAPTCHA_FIELD) ?? "");
    const cleaned = cleanPayload({ ...payload, recaptcha_response: token });
    const key = idempotencyKeyOf(formKey, cleaned);
    return once(key, async (): Promise<SubmitOutcome> => {
      // No request signal: a lead under way completes even if the visitor leaves, and a duplicate
      // post waiting on this one gets its real outcome.
      if (!(await verifyCaptcha(token, client))) return "captcha";
      return submitLead({
        locale,
        micrositeId: site.micrositeId,
        siteKey: site.siteKey,
        payload: cleaned,
        idempotencyKey: key,
      });
    });
  };

  const result = await handler({ request, formData, values, formId, locale, path, site, submit });
  return answer(result, js, url, formKey);
}
