import type { BlockComponent } from "../types";
import { ScriptEmbed } from "./script-embed/ScriptEmbed";
import { TestBlock } from "./test-block/TestBlock";

export const embedBlocks: Partial<Record<string, BlockComponent>> = {
  "script-embed": ScriptEmbed,
  "test-block": TestBlock,
};
