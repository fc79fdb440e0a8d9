import { useLocation } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ValidatedForm } from "remix-validated-form";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { visitorContactAtom, type VisitorContact } from "~/state/visitor-contact";
import { pushToastAtom } from "~/ui/toast";
import { TEST_CAPTCHA_TOKEN } from "../captcha-token";
import { Checkbox } from "../fields/Checkbox";
import { useErrorText } from "../fields/FieldError";
import { PhoneField } from "../fields/MaskedField";
import { revealFocusedField } from "../fields/reveal";
import { Textarea } from "../fields/Textarea";
import { EmailField, TextField } from "../fields/TextField";
import { CAPTCHA_FIELD, FORM_TYPE_FIELD, IDEMPOTENCY_FIELD, type FormActionData } from "../form-result";
import { Honeypot } from "../Honeypot";
import { FIELD_LIMITS } from "../limits";
import { useLeadForm } from "../use-lead-form";
import { CONTACT_FIELDS, contactSchema } from "./schema";
import styles from "./ContactForm.module.css";

const validator = withZod(contactSchema);

/** The visitor's contact info (spec 1 §3) from the form's own fields. */
const REMEMBERED: (keyof VisitorContact)[] = ["firstname", "lastname", "email", "phone"];

export type ContactRecipient = { type?: string; slug?: string; name?: string };

type Props = {
  /** Unique on the page (the block key): answers and fields are keyed by it. */
  formId: string;
  recipient?: ContactRecipient;
  /** Minted on the server when the page rendered (the block's `load`); else minted here. */
  idempotencyKey?: string;
  /** The message the form starts with (a listing's page names the listing). */
  defaultMessage?: string;
  className?: string;
  /**
   * Failures shown in the form, above its fields, instead of in a toast: in the modal, where a
   * toast would sit over the fields and Send (a phone's whole screen is the dialog).
   */
  failuresInPlace?: boolean;
};

type Failure = Pick<FormActionData, "status" | "fieldErrors">;

/**
 * The contact form (spec 1 §3–§5, §7). Without JavaScript a plain post to the page action; with
 * it a fetcher. neutral → sending (every field disabled, the button busy) → success (toast with
 * its countdown, message cleared, consent boxes reset) or failure (toast listing the errors or
 * the network error), and nothing typed is ever lost.
 */
export function ContactForm({
  formId,
  recipient,
  idempotencyKey: initialKey,
  defaultMessage,
  className,
  failuresInPlace = false,
}: Props) {
  const { t } = useT("forms");
  const location = useLocation();
  const errorText = useErrorText();
  const site = useAtomValue(siteAtom);
  const pushToast = useSetAtom(pushToastAtom);
  const [visitor, setVisitor] = useAtom(visitorContactAtom);
  const formRef = useRef<HTMLFormElement>(null);
  // Set from the submit until the answer: a second click (a double click) does nothing.
  const busy = useRef(false);
  // The failure shown in place (failuresInPlace), until the next send.
  const [failure, setFailure] = useState<Failure | null>(null);
  const showConsent = site?.contactForm.showConsent ?? true;
  const contactName = recipient?.name || site?.contactForm.contactName || t("contact-form.default-contact");

  function errorItems(fieldErrors: Record<string, string>): string[] {
    return CONTACT_FIELDS.flatMap((field) => {
      const error = fieldErrors[field];
      if (!error) return [];
      return [error === "required" ? t(`contact-form.message.errors.${field}-required`) : errorText(error)];
    });
  }

  function failureToast(answer: Failure) {
    if (failuresInPlace) return setFailure(answer);
    const items = answer.status === "invalid" ? errorItems(answer.fieldErrors) : [];
    pushToast({
      kind: "error",
      title: t("contact-form.message.failure.title"),
      message: items.length ? undefined : t(`contact-form.message.failure.${answer.status}`),
      items,
    });
  }

  const lead = useLeadForm({
    formId,
    initialKey,
    onAnswer: (answer) => {
      busy.current = false;
      if (answer.status !== "sent") return failureToast(answer);
      setFailure(null);
      pushToast({
        kind: "success",
        title: t("contact-form.message.success.title"),
        message: t("contact-form.message.success.subtitle"),
      });
      const form = formRef.current;
      if (!form) return;
      // The spec: the message is cleared and the consent boxes reset; the visitor's details stay.
      const message = form.elements.namedItem("message");
      if (message instanceof HTMLTextAreaElement) message.value = "";
      for (const name of ["consent_transaction", "consent_marketing"]) {
        const box = form.elements.namedItem(name);
        if (box instanceof HTMLInputElement) box.checked = false;
      }
    },
  });

  // The contact info remembered for the session pre-fills the fields the visitor has not typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of REMEMBERED) {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement) || input.value || !visitor[name]) continue;
      input.value = visitor[name];
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, [visitor]);

  async function onValid(
    data: { firstname: string; lastname: string; email: string; phone: string },
    event: FormEvent<HTMLFormElement>,
  ) {
    event.preventDefault();
    setVisitor({ firstname: data.firstname, lastname: data.lastname, email: data.email, phone: data.phone });
    const form = formRef.current;
    if (!form) return;
    const sent = await lead.send(form);
    if (sent !== true) {
      busy.current = false;
      failureToast({ status: "captcha", fieldErrors: {} });
    }
  }

  /** An invalid submit lists every field's message in a failure toast (spec 1 §5). */
  async function onSubmitCapture(event: FormEvent<HTMLFormElement>) {
    if (busy.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    busy.current = true;
    const result = await validator.validate(new FormData(event.currentTarget));
    if (result.error) {
      busy.current = false;
      failureToast({ status: "invalid", fieldErrors: result.error.fieldErrors });
    }
  }

  const noSiteKey = !site?.recaptchaSiteKey;
  const disabled = lead.sending || noSiteKey;
  const page = lead.pageAnswer;
  const id = (name: string) => `${formId}-${name}`;
  // Without JavaScript the answer's page shows the failure (autofocused, bringing it into view);
  // in place, the last failure. An invalid send's focus goes to the first invalid field instead.
  const pageFailure = page && page.status !== "sent" && lead.answer === page ? page : null;
  const shownFailure = pageFailure ?? failure;

  return (
    <ValidatedForm
      validator={validator}
      id={formId}
      method="post"
      // Without JavaScript the answer's page focuses its message (autofocus), bringing it into view.
      action={location.pathname}
      noValidate
      formRef={formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      defaultValues={
        (page?.repopulateFields as Record<string, string> | undefined) ??
        (defaultMessage ? { message: defaultMessage } : undefined)
      }
      onSubmit={onValid}
      onSubmitCapture={onSubmitCapture}
      onFocus={(event) => revealFocusedField(event.target)}
      aria-busy={lead.sending || undefined}
    >
      {lead.sentWithoutJs && !page ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own post
        <div role="status" className={`${styles.notice} ${styles.success}`} tabIndex={-1} autoFocus>
          <p className={styles.noticeTitle}>{t("contact-form.message.success.title")}</p>
          <p>{t("contact-form.message.success.subtitle")}</p>
        </div>
      ) : null}
      {shownFailure ? (
        <div
          role="alert"
          className={`${styles.notice} ${styles.failure}`}
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own post
          autoFocus={Boolean(pageFailure) || shownFailure.status !== "invalid"}
        >
          <p className={styles.noticeTitle}>{t("contact-form.message.failure.title")}</p>
          {shownFailure.status === "invalid" ? (
            <ul>
              {errorItems(shownFailure.fieldErrors).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p>{t(`contact-form.message.failure.${shownFailure.status}`)}</p>
          )}
        </div>
      ) : null}
      <input type="hidden" name={FORM_TYPE_FIELD} value="contact_form" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={lead.idempotencyKey} />
      <input
        type="hidden"
        name={CAPTCHA_FIELD}
        value={site?.captchaProvider === "test" ? TEST_CAPTCHA_TOKEN : ""}
      />
      <input type="hidden" name="recipient_type" value={recipient?.type ?? ""} />
      <input type="hidden" name="recipient_slug" value={recipient?.slug ?? ""} />
      <Honeypot label={t("honeypot")} />
      <fieldset className={styles.fields} disabled={lead.sending}>
        <legend className={styles.legend}>{t("contact-form.legend")}</legend>
        <p className={styles.requiredNote}>{t("required-note")}</p>
        <div className={styles.row}>
          <TextField
            name="firstname"
            id={id("firstname")}
            label={t("contact-form.firstname")}
            required
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.name}
          />
          <TextField
            name="lastname"
            id={id("lastname")}
            label={t("contact-form.lastname")}
            required
            autoComplete="family-name"
            maxLength={FIELD_LIMITS.name}
          />
        </div>
        <div className={styles.row}>
          <EmailField
            name="email"
            id={id("email")}
            label={t("contact-form.email")}
            required
            maxLength={FIELD_LIMITS.email}
          />
          <PhoneField
            name="phone"
            id={id("phone")}
            label={t("contact-form.phone")}
            placeholder="(514) 555-0142"
          />
        </div>
        <Textarea
          name="message"
          id={id("message")}
          label={t("contact-form.message-label")}
          required
          maxLength={FIELD_LIMITS.message}
        />
        {showConsent ? (
          <div className={styles.consents}>
            <Checkbox
              name="consent_transaction"
              id={id("consent_transaction")}
              label={t("contact-form.consent-transaction", { name: contactName })}
            />
            <Checkbox
              name="consent_marketing"
              id={id("consent_marketing")}
              label={t("contact-form.consent-marketing", { name: contactName })}
            />
          </div>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={disabled}
          aria-disabled={disabled || undefined}
        >
          {lead.sending ? t("contact-form.sending") : t("contact-form.submit")}
        </button>
        {noSiteKey ? <p className={styles.hint}>{t("captcha.unavailable")}</p> : null}
      </div>
    </ValidatedForm>
  );
}
