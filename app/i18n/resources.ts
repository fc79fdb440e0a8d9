import enCommon from "../../locales/en/common.json";
import frCommon from "../../locales/fr/common.json";

/**
 * Every namespace, bundled: the texts are small and this spares a request per page.
 * A new namespace file in locales/{fr,en}/ is added here and to `namespaces`.
 */
export const resources = {
  fr: { common: frCommon },
  en: { common: enCommon },
} as const;

export const namespaces = ["common"] as const;
export const defaultNamespace = "common";
