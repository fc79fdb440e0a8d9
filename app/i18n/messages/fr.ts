import blocks from "../../../locales/fr/blocks.json";
import chrome from "../../../locales/fr/chrome.json";
import common from "../../../locales/fr/common.json";
import content from "../../../locales/fr/content.json";
import heroes from "../../../locales/fr/heroes.json";
import ui from "../../../locales/fr/ui.json";

/** Every namespace of the fr texts; a new namespace file in locales/fr/ is added here. */
export const messages = { blocks, chrome, common, content, heroes, ui };
