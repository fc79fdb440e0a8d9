import { useT } from "~/i18n/use-t";
import type { SiteData } from "~/state/site";
import styles from "./VariantIndicator.module.css";

/** The preview banner shown while a page variant is viewed (spec 1 §1); colours checked on the server. */
export default function VariantIndicator({ variant }: { variant: NonNullable<SiteData["variant"]> }) {
  const { t } = useT();
  return (
    <aside
      className={styles.indicator}
      style={{ background: variant.background, color: variant.text }}
      aria-live="polite"
    >
      {t("shell.variant-indicator", { name: variant.name })}
    </aside>
  );
}
