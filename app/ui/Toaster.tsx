import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { Icon } from "~/content/Icon";
import { SUCCESS_TOAST_SECONDS, closeToastAtom, toastsAtom, type Toast } from "./toast";
import styles from "./Toaster.module.css";

/** A success toast counts down 5 s and closes itself; the countdown pauses while hovered or focused. */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useT("ui");
  const close = useSetAtom(closeToastAtom);
  const [remaining, setRemaining] = useState(SUCCESS_TOAST_SECONDS);
  const [paused, setPaused] = useState(false);
  const counts = toast.kind === "success";

  useEffect(() => {
    if (!counts || paused) return;
    if (remaining <= 0) {
      close(toast.id);
      return;
    }
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [counts, paused, remaining, close, toast.id]);

  return (
    <div
      className={`${styles.toast} ${styles[toast.kind]}`}
      role={toast.kind === "error" ? "alert" : "status"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon
        name={toast.kind === "error" ? "warning" : toast.kind === "success" ? "check" : "info"}
        className={styles.icon}
      />
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
        {toast.items?.length ? (
          <ul className={styles.items}>
            {toast.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {counts ? (
          <p className={styles.countdown} aria-hidden="true">
            {t("toast.closes-in", { count: remaining })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => close(toast.id)}
        aria-label={t("toast.close")}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

export default function Toaster() {
  const { t } = useT("ui");
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className={styles.region} aria-label={t("toast.region")}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
