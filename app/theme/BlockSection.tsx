import {
  createContext,
  useContext,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import type { Block } from "~/cms/schema";
import { schemeForSurface, surfaceColors } from "~/content/surface-colors";
import { isSafeColor, schemeOrDefault, type ColorSchemeName } from "./theme";
import styles from "./BlockSection.module.css";

/** Edit mode previews another scheme for one block without changing the CMS data. */
export const SchemeOverrideContext = createContext<ColorSchemeName | null>(null);

type Props = {
  block: Block;
  as?: ElementType;
  className?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>;

/**
 * The root of every block: its colour scheme and its CMS colours as custom properties. A custom
 * background without a text colour gets readable text, and the scheme class that suits its darkness
 * so buttons, borders and accents stay readable too; `data-scheme` keeps the chosen scheme.
 */
/**
 * A block's colours: the chosen scheme (edit mode may preview another), its CMS surface colours and
 * the scheme whose buttons and accents suit that surface (what its content is drawn with).
 */
export function useBlockScheme(block: Block) {
  const override = useContext(SchemeOverrideContext);
  const params = block.block_params;
  const scheme = override ?? schemeOrDefault(params.color_scheme);
  const surface = surfaceColors(params.bg_color_primary, params.text_color);
  return { scheme, surface, rendered: schemeForSurface(scheme, surface.dark) };
}

export function BlockSection({ block, as: Tag = "section", className, children, style, ...rest }: Props) {
  const params = block.block_params;
  const { scheme, surface, rendered } = useBlockScheme(block);
  const colors: Record<string, string> = {};
  if (surface.background) colors["--block-bg"] = surface.background;
  if (isSafeColor(params.bg_color_secondary))
    colors["--block-bg-secondary"] = params.bg_color_secondary.trim();
  if (surface.text) colors["--block-text"] = surface.text;
  return (
    <Tag
      className={[styles.section, `scheme-${rendered}`, className].filter(Boolean).join(" ")}
      data-block-type={block.block_type}
      data-scheme={scheme}
      style={{ ...(colors as CSSProperties), ...style }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
