import type { BlockComponent } from "../types";

export const heroBlocks: Partial<Record<string, BlockComponent>> = {};
