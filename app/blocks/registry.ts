import { contentBlocks } from "./content/index";
import { embedBlocks } from "./embeds/index";
import { BlockErrorBlock } from "./errors/BlockErrorBlock";
import { footerBlocks } from "./footer/index";
import { headerBlocks } from "./header/index";
import { heroBlocks } from "./hero/index";
import type { BlockComponent } from "./types";

/**
 * block_type → component (ARCHITECTURE §3). Each family exports its own map from
 * `<family>/index.ts`; Blocks.tsx renders nothing (with a warning) for a type not listed.
 */
const blockRegistry: Partial<Record<string, BlockComponent>> = {
  ...headerBlocks,
  ...footerBlocks,
  ...heroBlocks,
  ...contentBlocks,
  ...embedBlocks,
  "block-error": BlockErrorBlock,
};

/** The component of a block type; only the registry's own keys count ("constructor" is no block). */
export function blockComponentOf(blockType: string): BlockComponent | undefined {
  return Object.hasOwn(blockRegistry, blockType) ? blockRegistry[blockType] : undefined;
}
