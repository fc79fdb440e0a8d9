import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { TESTIMONIAL_COLUMNS } from "../constants";
import { roundAverage } from "../reviews";
import { Stars } from "../Stars";
import { useTestimonyPopup } from "../TestimonyPopup";
import { TestimonyAuthor, TestimonyQuote } from "../TestimonyParts";
import type { TestimonialsReviewsFields } from "./fields.server";
import styles from "../proof.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `testimonials-reviews` (spec 3 §2, §9): the average score rounded to 2 decimals with its stars
 * (rounded to halves) and the total count, then a carousel of reviews with no autoplay. Each
 * review's text collapses above 256 px on large screens (128 px otherwise) and opens the popup.
 */
export default function TestimonialsReviews({ fields, block, index }: BlockProps<TestimonialsReviewsFields>) {
  const { t, locale } = useT("proof");
  const { showTestimony, popup } = useTestimonyPopup();
  const average = fields.average_score;
  const numberFormat = new Intl.NumberFormat(`${locale}-CA`, { maximumFractionDigits: 2 });

  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <div className={styles.reviewsHeader}>
          <BlockHeading title={fields.main_title} first={index === 0} />
          {average !== null && average !== undefined ? (
            <div className={styles.summary}>
              <p className={styles.average}>
                <span className={styles.averageValue}>{numberFormat.format(roundAverage(average))}</span>
                <span className={styles.averageMax}>{t("proof:reviews.out-of", { max: 5 })}</span>
              </p>
              <Stars score={average} className={styles.summaryStars} />
              {fields.total_reviews != null ? (
                <p className={styles.total}>{t("proof:reviews.total", { count: fields.total_reviews })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
        <Carousel
          label={plainText(fields.main_title) || t("proof:reviews.label")}
          slidesPerView={TESTIMONIAL_COLUMNS}
          slides={fields.testimonials_repeater.map((review, i) => (
            <figure key={i} className={styles.card}>
              {review.score !== null ? <Stars score={review.score} /> : null}
              <TestimonyQuote field={review.description} onMore={() => showTestimony(review)} />
              <TestimonyAuthor
                testimony={review}
                avatarSize={48}
                detail={
                  review.date ? (
                    <time dateTime={review.date.iso} className={styles.authorSubtitle}>
                      {review.date.text}
                    </time>
                  ) : null
                }
              />
            </figure>
          ))}
        />
      </div>
      {popup}
    </BlockSection>
  );
}
