import type { BlockComponent } from "../types";
import { TextBlock2 } from "./text-block-2/TextBlock2";

export const contentBlocks: Partial<Record<string, BlockComponent>> = {
  "text-block-2": TextBlock2,
};
