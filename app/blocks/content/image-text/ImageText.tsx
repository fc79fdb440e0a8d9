import { SplitBlock } from "../../parts/SplitBlock";
import type { BlockProps } from "../../types";
import type { ImageTextFields } from "./fields.server";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `image-text` (spec 2 §2, §5): media beside text; orientation left or right (the media's side). */
export default function ImageText({ fields, block, index }: BlockProps<ImageTextFields>) {
  return <SplitBlock block={block} fields={fields} index={index} />;
}
