import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useT } from "~/i18n/use-t";
import { Icon } from "~/content/Icon";
import { useScrollLock } from "~/state/scroll-lock";
import { useFocusTrap } from "./use-focus-trap";
import styles from "./Modal.module.css";

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
  describedBy?: string;
  /** "full": the whole screen, edge to edge (a photo viewer: on a phone every pixel counts). */
  size?: "sm" | "md" | "lg" | "full";
};

/**
 * A modal dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns to
 * the opener, and page scroll is prevented while it is open (spec 1 §2 "Modals").
 */
export function Modal({ open, onClose, title, children, id, className, describedBy, size = "md" }: Props) {
  const { t } = useT("ui");
  const generatedId = useId();
  const modalId = id ?? `modal-${generatedId}`;
  const titleId = `${modalId}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useScrollLock(modalId, open);
  useFocusTrap(dialogRef, open && mounted, onClose);

  if (!open || !mounted) return null;
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={() => onClose()} aria-hidden="true" />
      <div
        ref={dialogRef}
        id={modalId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={[styles.dialog, styles[size], "scheme-normal", className].filter(Boolean).join(" ")}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onClose()} aria-label={t("close")}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
