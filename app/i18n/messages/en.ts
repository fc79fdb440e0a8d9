import blocks from "../../../locales/en/blocks.json";
import chrome from "../../../locales/en/chrome.json";
import common from "../../../locales/en/common.json";
import content from "../../../locales/en/content.json";
import heroes from "../../../locales/en/heroes.json";
import ui from "../../../locales/en/ui.json";

/** Every namespace of the en texts; a new namespace file in locales/en/ is added here. */
export const messages = { blocks, chrome, common, content, heroes, ui };
