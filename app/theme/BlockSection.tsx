import { createContext, useContext, type CSSProperties, type ElementType, type HTMLAttributes, type ReactNode } from "react";
import type { Block } from "~/cms/schema";
import { isSafeColor, schemeOrDefault, type ColorSchemeName } from "./theme";
import styles from "./BlockSection.module.css";

/** Edit mode previews another scheme for one block without changing the CMS data. */
export const SchemeOverrideContext = createContext<ColorSchemeName | null>(null);

type Props = { block: Block; as?: ElementType; className?: string; children: ReactNode } & HTMLAttributes<HTMLElement>;

/** The root of every block: its colour scheme and its CMS colours as custom properties. */
export function BlockSection({ block, as: Tag = "section", className, children, style, ...rest }: Props) {
  const override = useContext(SchemeOverrideContext);
  const params = block.block_params;
  const scheme = override ?? schemeOrDefault(params.color_scheme);
  const colors: Record<string, string> = {};
  if (isSafeColor(params.bg_color_primary)) colors["--block-bg"] = params.bg_color_primary;
  if (isSafeColor(params.bg_color_secondary)) colors["--block-bg-secondary"] = params.bg_color_secondary;
  if (isSafeColor(params.text_color)) colors["--block-text"] = params.text_color;
  return (
    <Tag
      className={[styles.section, `scheme-${scheme}`, className].filter(Boolean).join(" ")}
      data-block-type={block.block_type}
      data-scheme={scheme}
      style={{ ...(colors as CSSProperties), ...style }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
