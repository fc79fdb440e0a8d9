import { BROKER_PHOTO_SIZES } from "./image-sizes";
import type { CSSProperties } from "react";
import { CmsImage } from "~/content/CmsImage";
import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { BlockHeading } from "../../parts/BlockHeading";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import { BROKER_AUTOPLAY_MS, BROKER_CLAMP_LINES } from "../constants";
import { useTestimonyPopup } from "../TestimonyPopup";
import { TestimonyFigure } from "../TestimonyParts";
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
  const { showTestimony, popup } = useTestimonyPopup();
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
              <TestimonyFigure
                key={i}
                className={styles.brokerQuote}
                testimony={testimony}
                lines={BROKER_CLAMP_LINES}
                onMore={() => showTestimony(testimony)}
                avatarSize={56}
              />
            ))}
          />
        </div>
      </div>
      {popup}
    </BlockSection>
  );
}
