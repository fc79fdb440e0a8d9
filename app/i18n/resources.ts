import enBlocks from "../../locales/en/blocks.json";
import enChrome from "../../locales/en/chrome.json";
import enCommon from "../../locales/en/common.json";
import enContent from "../../locales/en/content.json";
import enHeroes from "../../locales/en/heroes.json";
import enUi from "../../locales/en/ui.json";
import frBlocks from "../../locales/fr/blocks.json";
import frChrome from "../../locales/fr/chrome.json";
import frCommon from "../../locales/fr/common.json";
import frContent from "../../locales/fr/content.json";
import frHeroes from "../../locales/fr/heroes.json";
import frUi from "../../locales/fr/ui.json";

/**
 * Every namespace, bundled: the texts are small and this spares a request per page.
 * A new namespace file in locales/{fr,en}/ is added here and to `namespaces`.
 */
export const resources = {
  fr: {
    common: frCommon,
    content: frContent,
    ui: frUi,
    chrome: frChrome,
    heroes: frHeroes,
    blocks: frBlocks,
  },
  en: {
    common: enCommon,
    content: enContent,
    ui: enUi,
    chrome: enChrome,
    heroes: enHeroes,
    blocks: enBlocks,
  },
} as const;

export const namespaces = ["common", "content", "ui", "chrome", "heroes", "blocks"] as const;
export const defaultNamespace = "common";
