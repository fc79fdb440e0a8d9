import { BROKER_PHOTO_SIZES } from "./image-sizes";
import { useState, type CSSProperties } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { BlockHeading } from "../../parts/BlockHeading";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import { ClampedText } from "../ClampedText";
import { BROKER_AUTOPLAY_MS, BROKER_CLAMP_LINES } from "../constants";
import type { Testimony } from "../testimony";
import { TestimonyPopup } from "../TestimonyPopup";
import type { TestimonialsBrokerFields } from "./fields.server";
import styles from "../proof.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `testimonials-broker` (spec 3 §3, §9): the broker's image beside a carousel of testimonials that
 * autoplays every 5 s; each text is cut at 7 lines and its "show more" opens the popup. The image
 * stands left or right (orientation_x, default right); highlight_color tints the quotes.
 */
export default function TestimonialsBroker({ fields, block, index }: BlockProps<TestimonialsBrokerFields>) {
  const { t } = useT("proof");
  const [open, setOpen] = useState<Testimony | null>(null);
  const orientation = orientationOf(block, ["left", "right"] as const, "right");
  const style = fields.highlight_color
    ? ({ "--testimony-highlight": fields.highlight_color } as CSSProperties)
    : undefined;

  return (
    <BlockSection block={block} className={styles.section} style={style}>
      <div className={styles.broker} data-orientation={orientation}>
        {fields.image ? (
          <CmsImage
            image={fields.image}
            className={styles.brokerImage}
            sizes={BROKER_PHOTO_SIZES}
            width={640}
            height={800}
          />
        ) : null}
        <div className={styles.brokerMain}>
          <BlockHeading title={fields.main_title} first={index === 0} />
          <Carousel
            label={plainText(fields.main_title) || t("proof:testimonials.label")}
            autoplayMs={BROKER_AUTOPLAY_MS}
            loop
            slides={fields.testimonials_repeater.map((testimony, i) => (
              <figure key={i} className={styles.brokerQuote}>
                <span className={styles.quoteMark} aria-hidden="true">
                  “
                </span>
                <blockquote className={styles.quoteText}>
                  <ClampedText
                    field={testimony.description}
                    lines={BROKER_CLAMP_LINES}
                    moreLabel={t("proof:testimonials.show-more")}
                    onMore={() => setOpen(testimony)}
                  />
                </blockquote>
                <figcaption className={styles.author}>
                  {testimony.avatar ? (
                    <CmsImage
                      image={testimony.avatar}
                      className={styles.avatar}
                      alt=""
                      sizes="56px"
                      width={56}
                      height={56}
                    />
                  ) : null}
                  <span className={styles.authorText}>
                    <CmsText field={testimony.name} as="strong" className={styles.authorName} />
                    <CmsText field={testimony.subtitle} as="span" className={styles.authorSubtitle} />
                  </span>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
      <TestimonyPopup testimony={open} onClose={() => setOpen(null)} />
    </BlockSection>
  );
}
