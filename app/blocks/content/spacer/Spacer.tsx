import { z } from "zod";
import { BlockSection } from "~/theme/BlockSection";
import { defineBlock } from "../../define-block";

export const SPACER_SIZES = { small: 32, medium: 64, large: 128 } as const;

const fields = z.object({
  size: z
    .union([z.enum(["small", "medium", "large"]), z.coerce.number().int().min(0).max(600)])
    .optional()
    .catch("medium"),
});

/** `spacer`: vertical room between blocks, in the block's colours. */
export const Spacer = defineBlock(fields, function Spacer({ fields, block }) {
  const size = fields.size ?? "medium";
  const height = typeof size === "number" ? size : SPACER_SIZES[size];
  return (
    <BlockSection block={block} as="div" aria-hidden="true" style={{ height }}>
      {null}
    </BlockSection>
  );
});
