import { z } from "zod";
import { optionalField, textFieldSchema } from "~/content/schemas";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../define-block";
import { ErrorBlock } from "./ErrorBlock";

const fieldsSchema = z
  .object({
    status_code: z.coerce.number().int().min(400).max(599).optional().catch(undefined),
    main_title: optionalField(textFieldSchema),
    description: optionalField(textFieldSchema),
  })
  .passthrough();

/** `block-error`: the error block placed by the CMS on a page. */
export const BlockErrorBlock = defineBlock(fieldsSchema, function BlockError({ fields, block, index }) {
  const locale = useLocale();
  return (
    <BlockSection block={block} as="div">
      <ErrorBlock
        status={fields.status_code ?? 500}
        title={localize(fields.main_title?.value, locale) ?? undefined}
        message={localize(fields.description?.value, locale) ?? undefined}
        headingLevel={index === 0 ? 1 : 2}
      />
    </BlockSection>
  );
});
