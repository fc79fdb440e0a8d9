import { useAtomValue } from "jotai";
import { lazy, Suspense, useState, type ComponentType } from "react";
import type { ContactForm as ContactFormComponent } from "~/forms/contact/ContactForm";
import { loadNamespaces } from "~/i18n/messages";
import { useT, useLocale } from "~/i18n/use-t";
import type { Locale } from "~/i18n/locales";
import { siteAtom } from "~/state/site";
import { Modal } from "~/ui/Modal";
import { addressesMe } from "./contact-recipient";
import { useAppEvent, type ContactModalDetail } from "./events";
import styles from "./ContactModal.module.css";

// The form's code and texts load with the modal's first opening, never with the page.
const formOf = new Map<Locale, ComponentType<Parameters<typeof ContactFormComponent>[0]>>();
function lazyForm(locale: Locale) {
  let form = formOf.get(locale);
  if (!form) {
    form = lazy(() =>
      Promise.all([import("~/forms/contact/ContactForm"), loadNamespaces(locale, ["forms"])]).then(
        ([module]) => ({ default: module.ContactForm }),
      ),
    );
    formOf.set(locale, form);
  }
  return form;
}

export const CONTACT_MODAL_FORM_ID = "contact-modal-form";

/**
 * The contact modal, opened by the "app:open-contact-modal" event with an optional recipient. Its
 * title addresses "me" for an individual recipient and "us" otherwise (spec 1 §2, §6).
 */
export default function ContactModal({ initial }: { initial: ContactModalDetail }) {
  const { t } = useT("ui");
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const [detail, setDetail] = useState<ContactModalDetail | null>(initial);
  useAppEvent("app:open-contact-modal", (next) => setDetail(next));
  const me = addressesMe(detail?.recipientType, site?.siteType ?? "broker");
  const name = detail?.recipientName ?? site?.contactForm.contactName ?? undefined;
  const Form = lazyForm(locale);

  return (
    <Modal
      open={detail !== null}
      onClose={() => setDetail(null)}
      title={t(me ? "contact.title-me" : "contact.title-us")}
      id="contact-modal"
      size="lg"
    >
      {name ? <p className={styles.recipient}>{t("contact.recipient", { name })}</p> : null}
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        {detail ? (
          <Form
            formId={CONTACT_MODAL_FORM_ID}
            recipient={{ type: detail.recipientType, slug: detail.recipientSlug, name }}
            failuresInPlace
          />
        ) : null}
      </Suspense>
    </Modal>
  );
}
