import { z } from "zod";
import { optionalField, textFieldSchema } from "~/content/schemas";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { defineBlock } from "../../define-block";
import styles from "./TextBlock2.module.css";


export const textBlock2Fields = z
  .object({
    text_align: z.enum(["left", "center", "right"]).catch("center").default("center"),
    main_title: optionalField(textFieldSchema),
    description: optionalField(textFieldSchema),
    cta_repeater: z.array(z.unknown()).optional(),
  })
  .passthrough();

/** `text-block-2` (spec 3 §3): a title, a description and calls to action, aligned as the CMS says. */
export const TextBlock2 = defineBlock(textBlock2Fields, function TextBlock2({ fields }) {
  const locale = useLocale();
  const title = localize(fields.main_title?.value, locale);
  const description = localize(fields.description?.value, locale);
  return (
    <section className={styles.block} style={{ textAlign: fields.text_align }}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
    </section>
  );
});
