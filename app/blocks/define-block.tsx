import type { ComponentType } from "react";
import type { z } from "zod";
import type { Block } from "~/cms/schema";
import type { BlockComponent, BlockProps } from "./types";

export type ParsedBlockProps<Fields> = { fields: Fields; block: Block; index: number };

/**
 * Parses a block's fields with its own schema before rendering (ARCHITECTURE §4, parse at the
 * boundary). A block whose fields fail the schema renders nothing and logs a warning.
 */
export function defineBlock<Schema extends z.ZodTypeAny>(
  schema: Schema,
  Component: ComponentType<ParsedBlockProps<z.output<Schema>>>,
): BlockComponent {
  function ParsedBlock({ block, index }: BlockProps) {
    const parsed = schema.safeParse(block.fields);
    if (!parsed.success) {
      console.warn(`Block ${block.block_type} ignored: invalid fields`, parsed.error.issues.slice(0, 3));
      return null;
    }
    return <Component fields={parsed.data} block={block} index={index} />;
  }
  ParsedBlock.displayName = `Block(${Component.displayName ?? Component.name})`;
  return ParsedBlock;
}
