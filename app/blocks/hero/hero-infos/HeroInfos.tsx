import { z } from "zod";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import styles from "./HeroInfos.module.css";

const fields = z.object({
  image: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  list_items_repeater: repeater(
    z.object({ icon: optionalField(iconFieldSchema), description: textFieldSchema }),
  ),
  icon_links_repeater: repeater(z.object({ icon: iconFieldSchema, link: linkFieldSchema })),
  cta_repeater: ctaRepeaterSchema,
});

/**
 * `hero-infos` (spec 2 §2). Its entrance animation runs on every instance but the first: the CSS
 * animates a hero-infos that comes after another one in the document, however the blocks are
 * wrapped, so it needs no JavaScript.
 */
export const HeroInfos = defineBlock(fields, function HeroInfos({ fields, block, index }) {
  const locale = useLocale();
  const orientation = orientationOf(block, ["left", "right"] as const, "left");
  return (
    <BlockSection block={block} className={styles.hero} data-orientation={orientation}>
      <div className={styles.inner}>
        <CmsImage image={fields.image} className={styles.image} priority={index === 0 ? "high" : undefined} />
        <div className={styles.text}>
          <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
          {fields.list_items_repeater.length > 0 ? (
            <ul className={styles.list}>
              {fields.list_items_repeater.map((item, i) => (
                <li key={i}>
                  <CmsIcon icon={item.icon ?? { type: "icon", name: "check" }} className={styles.listIcon} />
                  <CmsText field={item.description} />
                </li>
              ))}
            </ul>
          ) : null}
          {fields.icon_links_repeater.length > 0 ? (
            <ul className={styles.iconLinks}>
              {fields.icon_links_repeater.map((item, i) => (
                <li key={i}>
                  <CmsLink
                    link={item.link}
                    styled={false}
                    className={styles.iconLink}
                    aria-label={localize(item.link.text, locale)}
                  >
                    <CmsIcon icon={item.icon} />
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
    </BlockSection>
  );
});
