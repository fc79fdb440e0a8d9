import { useState } from "react";
import { useT } from "~/i18n/use-t";
import styles from "./PropertyDetails.module.css";

/** Share (the device's share sheet, else the address copied) and print. */
export function ShareActions({ title }: { title: string }) {
  const { t } = useT("properties");
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className={styles.actions}>
      <button type="button" onClick={() => void share()}>
        {t("details.share")}
      </button>
      <button type="button" onClick={() => window.print()}>
        {t("details.print")}
      </button>
      <span role="status" className={styles.status}>
        {copied ? t("details.link_copied") : ""}
      </span>
    </div>
  );
}
