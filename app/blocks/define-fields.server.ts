import type { z } from "zod";
import type { Block } from "~/cms/schema";

/** How a block's `fields` are parsed on the server (its `fields.server.ts` default export). */
export type BlockFields<Fields> = {
  parse(block: Block): z.SafeParseReturnType<unknown, Fields>;
  /** Whether this block needs its code in the browser (see `defineFields`). */
  interactive(fields: Fields): boolean;
  /** Whether its code may wait until the block nears the viewport (see `defineFields`). */
  deferrable: boolean;
};

type Options<Fields> = {
  /**
   * false (or a function of the prepared fields saying false) for a block that does nothing in the
   * browser: the server's HTML is kept as it is, and the page downloads none of its code until a
   * client-side navigation renders it. Links and "contact us" actions work without the block's
   * code (the shell handles their clicks); videos, carousels and widgets need it.
   */
  interactive?: boolean | ((fields: Fields) => boolean);
  /**
   * false for a block whose code must run on the first view wherever it stands on the page (an
   * editor's script: a chat widget or a tracker); others below the first blocks load near the viewport.
   */
  deferrable?: boolean;
};

/**
 * A block's field schema (ARCHITECTURE §4, parse at the boundary), or a function of the block for
 * blocks whose fields depend on their type or parameters. Built from app/content/fields.server.ts.
 */
export function defineFields<Schema extends z.ZodTypeAny>(
  schema: Schema | ((block: Block) => Schema),
  { interactive = true, deferrable = true }: Options<z.output<Schema>> = {},
): BlockFields<z.output<Schema>> {
  return {
    parse: (block) => (typeof schema === "function" ? schema(block) : schema).safeParse(block.fields),
    interactive: (fields) => (typeof interactive === "function" ? interactive(fields) : interactive),
    deferrable,
  };
}
