import type { BlockComponent } from "../types";

export const headerBlocks: Partial<Record<string, BlockComponent>> = {};
