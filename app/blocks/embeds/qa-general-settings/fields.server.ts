import { z } from "zod";
import { iconPath } from "~/content/icons.server";
import { themeSchema } from "~/cms/schema";
import { schemeNames, schemeTraits } from "~/theme/schemes";
import { DEFAULT_PRESET, greyScale, themeToCssVariables } from "~/theme/theme";
import { defineFields } from "../../define-fields.server";

const SWATCHES = [
  "--color-accent",
  "--color-accent-strong",
  "--color-accent-soft",
  "--border-radius-1",
  "--border-radius-2",
  "--border-radius-3",
] as const;

/**
 * The QA general-settings page's synthetic block: the page loader gives it the site's theme, which
 * becomes here the values the page lists (theme.ts stays on the server).
 */
const fields = z.object({ theme: themeSchema.nullable().optional().catch(null) }).transform(({ theme }) => {
  const { root, schemes } = themeToCssVariables(theme);
  return {
    preset: theme?.preset ?? DEFAULT_PRESET,
    swatches: SWATCHES.map((name) => ({ name, value: root[name] })),
    greys: [...greyScale],
    schemes: schemeNames.map((name) => ({
      name,
      icon: { name: schemeTraits[name].icon, path: iconPath(schemeTraits[name].icon) },
      dark: schemeTraits[name].isDark,
      variables: Object.entries(schemes[name]),
    })),
  };
});
export type QaGeneralSettingsFields = z.output<typeof fields>;

// Its texts load with it (the "showcase" namespace), not on every page.
export default defineFields(fields, { interactive: false, texts: ["showcase"] });
