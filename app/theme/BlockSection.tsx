import {
  createContext,
  useContext,
  type CSSProperties,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from "react";
import type { PreparedBlock } from "~/blocks/types";
import { schemeForSurface, type ColorSchemeName } from "./schemes";
import styles from "./BlockSection.module.css";

/** Edit mode previews another scheme for one block without changing the CMS data. */
export const SchemeOverrideContext = createContext<ColorSchemeName | null>(null);

type Props = {
  block: PreparedBlock;
  as?: ElementType;
  className?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>;

/**
 * A block's colours: the chosen scheme (edit mode may preview another) and the scheme whose
 * buttons and accents suit its CMS surface (what its content is drawn with).
 */
export function useBlockScheme(block: PreparedBlock) {
  const override = useContext(SchemeOverrideContext);
  const scheme = override ?? block.look.scheme;
  return { scheme, rendered: schemeForSurface(scheme, block.look.dark) };
}

/**
 * The root of every block: its colour scheme and its CMS colours as custom properties (checked on
 * the server). A custom background without a text colour got readable text there, and the scheme
 * class that suits its darkness keeps buttons and accents readable; `data-scheme` keeps the choice.
 */
export function BlockSection({ block, as: Tag = "section", className, children, style, ...rest }: Props) {
  const { scheme, rendered } = useBlockScheme(block);
  return (
    <Tag
      className={[styles.section, `scheme-${rendered}`, className].filter(Boolean).join(" ")}
      data-block-type={block.block_type}
      // The lazy text namespaces its code needs: the browser loads them before hydrating (entry.client).
      data-texts={block.texts?.length ? block.texts.join(" ") : undefined}
      data-scheme={scheme}
      style={{ ...(block.look.style as CSSProperties), ...style }}
      {...rest}
    >
      {children}
    </Tag>
  );
}
