import type { ComponentType } from "react";
import type { Block } from "~/cms/schema";

export type BlockProps = { block: Block; /** Position on the page, 0 for the first block. */ index: number };
export type BlockComponent = ComponentType<BlockProps>;
