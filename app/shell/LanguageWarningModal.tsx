import { useState } from "react";
import { Modal } from "~/ui/Modal";
import { useAppEvent, type LanguageWarningDetail } from "./events";
import styles from "./LanguageWarningModal.module.css";

/** Opened by the "app:open-language-warning" event with its texts and the redirect link (spec 1 §2). */
export default function LanguageWarningModal({ initial }: { initial: LanguageWarningDetail }) {
  const [detail, setDetail] = useState<LanguageWarningDetail | null>(initial);
  useAppEvent("app:open-language-warning", (next) => setDetail(next));
  const close = () => setDetail(null);
  if (!detail) return null;
  return (
    <Modal
      open
      onClose={close}
      title={detail.title}
      id="language-warning-modal"
      size="sm"
      describedBy="language-warning-message"
    >
      <p id="language-warning-message">{detail.message}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={detail.redirectHref}>
          {detail.redirectText}
        </a>
        <button type="button" className={styles.secondary} onClick={close}>
          {detail.cancelText}
        </button>
      </div>
    </Modal>
  );
}
