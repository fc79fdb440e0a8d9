import type { BlockComponent } from "../types";
import { QaGeneralSettings } from "./qa-general-settings/QaGeneralSettings";
import { ScriptEmbed } from "./script-embed/ScriptEmbed";
import { TestBlock } from "./test-block/TestBlock";

export const embedBlocks: Partial<Record<string, BlockComponent>> = {
  "script-embed": ScriptEmbed,
  "test-block": TestBlock,
  "qa-general-settings": QaGeneralSettings,
};
