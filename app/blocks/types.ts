import type { ColorSchemeName } from "~/theme/schemes";

export type EditSwitch = "change_color_scheme" | "edit_block" | "delete_block";

/** The block parameters components read (spec 3 §3), as the CMS gave them. */
export type BlockParams = {
  orientation_x?: string | null;
  align_y?: string | null;
  variant?: string | null;
  context_type?: string | null;
  properties_cta_enabled?: boolean | null;
};

/** A block's colours, resolved on the server: its scheme, its CMS colours as custom properties. */
export type BlockLook = {
  scheme: ColorSchemeName;
  /** Whether the CMS background is dark; undefined when there is none or it cannot be judged. */
  dark?: boolean;
  style: Record<string, string>;
};

/** A block as the page route sends it: fields parsed, localized, sanitised and resolved. */
export type PreparedBlock<Fields = unknown> = {
  key: string;
  id: string | number | null;
  block_type: string;
  block_params: BlockParams;
  look: BlockLook;
  /** Edit-mode switches this block enables (spec 3 §6), in display order. */
  edit: EditSwitch[];
  /** Set when the block does nothing in the browser: the server's HTML stays (Blocks.tsx). */
  static?: true;
  /** Set when the first view does not need the block's code: it loads near the viewport (Blocks.tsx). */
  deferred?: true;
  /** Set when the block's code must run on the first view wherever it stands (never deferred). */
  eager?: true;
  /** Set when its code waits for the visitor's first sign of using it (`loadOn: "intent"`). */
  loadOn?: "intent";
  /** Lazy translation namespaces the component uses, loaded with its code (app/i18n/namespaces.ts). */
  texts?: string[];
  /** Set when the block has a server `load`: that per-request data. */
  data?: unknown;
  fields: Fields;
};

export type BlockProps<Fields = unknown, Data = undefined> = {
  block: PreparedBlock<Fields>;
  fields: Fields;
  /** Position among the page's rendered blocks, 0 for the first. */
  index: number;
} & (undefined extends Data
  ? { data?: Data }
  : {
      /** What the block's server `load` returned for this request (define-fields.server.ts). */
      data: Data;
    });
