import type { BlockComponent } from "../types";

export const footerBlocks: Partial<Record<string, BlockComponent>> = {};
