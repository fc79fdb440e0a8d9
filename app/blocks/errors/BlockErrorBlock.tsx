import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../types";
import { ErrorBlock } from "./ErrorBlock";
import type { BlockErrorFields } from "./fields.server";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `block-error`: the error block placed by the CMS on a page. */
export default function BlockErrorBlock({ fields, block, index }: BlockProps<BlockErrorFields>) {
  return (
    <BlockSection block={block} as="div">
      <ErrorBlock
        status={fields.status_code ?? 500}
        title={fields.main_title ?? undefined}
        message={fields.description ?? undefined}
        headingLevel={index === 0 ? 1 : 2}
      />
    </BlockSection>
  );
}
