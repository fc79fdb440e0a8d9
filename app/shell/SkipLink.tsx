import { useEffect } from "react";
import { useT } from "~/i18n/use-t";
import styles from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** Jumps to the main content; warns when another element already took its id (spec 1 §8). */
export function SkipLink() {
  const { t } = useT();
  useEffect(() => {
    if (document.querySelectorAll(`[id="${MAIN_CONTENT_ID}"]`).length > 1) {
      console.warn(`The id "${MAIN_CONTENT_ID}" is already used by another element.`);
    }
  }, []);
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t("shell.skip-to-content")}
    </a>
  );
}
