import { useState } from "react";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { Modal } from "~/ui/Modal";
import type { Testimony } from "./testimony";
import { TestimonyAvatar } from "./TestimonyParts";
import styles from "./proof.module.css";

/**
 * The testimony popup (spec 3 §4): opened by a card's "show more", closed by its close control.
 * While open it requests that page scrolling be prevented (the Modal's scroll-lock request,
 * app/state/scroll-lock.ts) and, on closing, focus returns to the "show more" that opened it.
 */
export function TestimonyPopup({ testimony, onClose }: { testimony: Testimony | null; onClose: () => void }) {
  const { t } = useT("proof");
  const name = plainText(testimony?.name);
  return (
    <Modal
      open={testimony !== null}
      onClose={onClose}
      title={name || t("proof:popup.title")}
      className={styles.popup}
    >
      {testimony ? (
        <div className={styles.popupBody}>
          <div className={styles.author}>
            <TestimonyAvatar image={testimony.avatar} size={56} />
            <CmsText field={testimony.subtitle} as="p" className={styles.authorSubtitle} />
          </div>
          <CmsText field={testimony.description} className={styles.popupText} />
        </div>
      ) : null}
    </Modal>
  );
}

/** The popup of a block's cards, and what their "show more" calls to open it on one testimony. */
export function useTestimonyPopup() {
  const [open, setOpen] = useState<Testimony | null>(null);
  return {
    showTestimony: setOpen,
    popup: <TestimonyPopup testimony={open} onClose={() => setOpen(null)} />,
  };
}
