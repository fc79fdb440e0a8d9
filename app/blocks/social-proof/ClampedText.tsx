import type { CSSProperties } from "react";
import { CmsText } from "~/content/CmsText";
import type { PreparedText } from "~/content/prepared";
import { useOverflows } from "~/ui/use-overflows";
import styles from "./proof.module.css";

type Props = {
  field: PreparedText | null;
  /** Lines shown before the text is cut (spec 3 §9); without it, the collapse heights by width apply. */
  lines?: number;
  moreLabel: string;
  onMore: () => void;
};

/**
 * A testimonial's text, cut at a number of lines or at the collapse height (256 px on large
 * screens, 128 px otherwise). Only when it is really cut does a "show more" button appear, which
 * opens the popup with the whole text.
 */
export function ClampedText({ field, lines, moreLabel, onMore }: Props) {
  const { ref, overflows: cut } = useOverflows<HTMLDivElement>(field);

  if (!field) return null;
  const style = lines ? ({ "--clamp-lines": lines } as CSSProperties) : undefined;
  return (
    <div className={styles.clampWrap}>
      <div ref={ref} className={lines ? styles.clampLines : styles.collapse} style={style}>
        <CmsText field={field} />
      </div>
      {cut ? (
        <button type="button" className={styles.moreButton} onClick={onMore} aria-haspopup="dialog">
          {moreLabel}
        </button>
      ) : null}
    </div>
  );
}
