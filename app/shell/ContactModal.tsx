import { Link } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useT, useLocale } from "~/i18n/use-t";
import { routePath } from "~/i18n/routes";
import { siteAtom } from "~/state/site";
import { Modal } from "~/ui/Modal";
import { addressesMe } from "./contact-recipient";
import { useAppEvent, type ContactModalDetail } from "./events";

/**
 * The contact modal, opened by the "app:open-contact-modal" event. The contact form itself is a
 * later issue; until then the modal leads to the contact page.
 */
export default function ContactModal({ initial }: { initial: ContactModalDetail }) {
  const { t } = useT("ui");
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const [detail, setDetail] = useState<ContactModalDetail | null>(initial);
  useAppEvent("app:open-contact-modal", (next) => setDetail(next));
  const me = addressesMe(detail?.recipientType, site?.siteType ?? "broker");
  const name = detail?.recipientName ?? site?.contactForm.contactName;

  return (
    <Modal
      open={detail !== null}
      onClose={() => setDetail(null)}
      title={t(me ? "contact.title-me" : "contact.title-us")}
      id="contact-modal"
    >
      {name ? <p>{t("contact.recipient", { name })}</p> : null}
      <p>{t("contact.intro")}</p>
      <Link to={routePath("contact-page", locale)} onClick={() => setDetail(null)}>
        {t("contact.go-to-page")}
      </Link>
    </Modal>
  );
}
