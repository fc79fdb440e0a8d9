import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../../types";
import type { SpacerFields } from "./fields.server";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `spacer`: vertical room between blocks, in the block's colours. */
export default function Spacer({ fields, block }: BlockProps<SpacerFields>) {
  return (
    <BlockSection block={block} as="div" aria-hidden="true" style={{ height: fields.height }}>
      {null}
    </BlockSection>
  );
}
