import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { STAR_COUNT, roundToHalf, starsOf } from "./reviews";
import styles from "./proof.module.css";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Five stars filled to the score rounded to the nearest half (spec 3 §9), read as words. */
export function Stars({ score, className }: { score: number; className?: string }) {
  const { t, locale } = useT("proof");
  const clipId = `star${useId().replace(/[^a-zA-Z0-9]/g, "")}-half`;
  const rounded = roundToHalf(score);
  const label = t("proof:reviews.stars", {
    score: rounded.toLocaleString(`${locale}-CA`),
    max: STAR_COUNT,
  });
  return (
    <span className={[styles.stars, className].filter(Boolean).join(" ")} role="img" aria-label={label}>
      {starsOf(score).map((star, index) => (
        <svg key={index} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" data-star={star}>
          <path d={STAR_PATH} className={styles.starEmpty} />
          {star === "full" ? <path d={STAR_PATH} className={styles.starFull} /> : null}
          {star === "half" ? (
            <>
              <clipPath id={clipId}>
                <rect x="0" y="0" width="12" height="24" />
              </clipPath>
              <path d={STAR_PATH} className={styles.starFull} clipPath={`url(#${clipId})`} />
            </>
          ) : null}
        </svg>
      ))}
    </span>
  );
}
