import { plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { SLIDER_CLAMP_LINES, TESTIMONIAL_COLUMNS } from "../constants";
import { useTestimonyPopup } from "../TestimonyPopup";
import { TestimonyFigure } from "../TestimonyParts";
import type { TestimonialsSliderFields } from "./fields.server";
import styles from "../proof.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `testimonials-slider` (spec 3 §3, §9): coloured cards whose text is cut at 10 lines, then the popup. */
export default function TestimonialsSlider({ fields, block, index }: BlockProps<TestimonialsSliderFields>) {
  const { t } = useT("proof");
  const { showTestimony, popup } = useTestimonyPopup();
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <Carousel
          label={plainText(fields.main_title) || t("proof:testimonials.label")}
          slidesPerView={TESTIMONIAL_COLUMNS}
          slides={fields.testimonials_repeater.map((card, i) => (
            <TestimonyFigure
              key={i}
              className={styles.card}
              data-colored={card.background ? "" : undefined}
              style={{ background: card.background ?? undefined, color: card.color ?? undefined }}
              testimony={card}
              lines={SLIDER_CLAMP_LINES}
              onMore={() => showTestimony(card)}
              avatarSize={48}
            />
          ))}
        />
      </div>
      {popup}
    </BlockSection>
  );
}
