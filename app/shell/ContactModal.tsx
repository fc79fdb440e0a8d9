import { Link } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { routePath } from "~/i18n/routes";
import { useLocale } from "~/i18n/use-locale";
import { siteAtom } from "~/state/site";
import { Modal } from "~/ui/Modal";
import { addressesMe } from "./contact-recipient";
import { useAppEvent, type ContactModalDetail } from "./events";

/**
 * The contact modal, opened by the "app:open-contact-modal" event. The contact form itself is a
 * later issue; until then the modal leads to the contact page.
 */
export function ContactModal() {
  const { t } = useTranslation("ui");
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const [detail, setDetail] = useState<ContactModalDetail | null>(null);
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
