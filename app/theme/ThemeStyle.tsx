import { useMemo } from "react";
import type { Theme } from "~/cms/schema";
import { themeToCss } from "./theme";

/** The site theme as CSS custom properties; every value was checked, so CMS values cannot inject CSS. */
export function ThemeStyle({ theme }: { theme: Theme }) {
  const css = useMemo(() => themeToCss(theme), [theme]);
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
