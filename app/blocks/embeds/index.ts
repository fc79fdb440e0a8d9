import type { BlockComponent } from "../types";

export const embedBlocks: Partial<Record<string, BlockComponent>> = {};
