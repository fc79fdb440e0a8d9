import { z } from "zod";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { ctaRepeaterSchema, enumWithDefault, imageFieldSchema, optionalField, textFieldSchema } from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import styles from "./HeroContent1.module.css";

export const heroContent1Fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(imageFieldSchema),
  cta_repeater: ctaRepeaterSchema,
  orientation_x: enumWithDefault(["left", "right"], "left"),
});

const orientation = z.enum(["left", "right"]);

/** `hero-content-1` (spec 2 §2): image, title, description and calls to action; orientation left or right. */
export const HeroContent1 = defineBlock(heroContent1Fields, function HeroContent1({ fields, block, index }) {
  const side = orientation.safeParse(block.block_params.orientation_x).data ?? fields.orientation_x;
  const first = index === 0;
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={side}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <CmsText field={fields.main_title} as={first ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.description} className={styles.description} />
          {fields.cta_repeater.length > 0 ? (
            <div className={styles.ctas}>
              {fields.cta_repeater.map((item, i) => (
                <CmsLink key={i} link={item.cta} />
              ))}
            </div>
          ) : null}
        </div>
        <div className={styles.media}>
          <CmsImage
            image={fields.image}
            className={styles.image}
            priority={first ? "high" : undefined}
            sizes="(min-width: 992px) 50vw, 100vw"
            width={1600}
            height={900}
          />
        </div>
      </div>
    </BlockSection>
  );
});
