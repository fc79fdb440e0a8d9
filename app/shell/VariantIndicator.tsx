import { useTranslation } from "react-i18next";
import type { Variant } from "~/cms/schema";
import { readableTextOn } from "~/lib/color";
import styles from "./VariantIndicator.module.css";

/** The preview banner shown while a page variant is viewed (spec 1 §1). */
export function VariantIndicator({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const background = variant.color ?? "#6b21a8";
  return (
    <aside
      className={styles.indicator}
      style={{ background, color: readableTextOn(background) }}
      aria-live="polite"
    >
      {t("shell.variant-indicator", { name: variant.name })}
    </aside>
  );
}
