import { data } from "@remix-run/node";
import type { PageErrorData } from "~/cms/page.server";
import type { Block } from "~/cms/schema";
import { withPrepareContext, type PrepareContext } from "~/content/prepare-context.server";
import { surfaceColors } from "~/content/surface-colors";
import { warnOnce } from "~/lib/warn-once";
import { schemeOrDefault, isSafeColor } from "~/theme/schemes";
import { blockKey, enabledSwitches } from "./edit/edit-actions";
import { isBlockType, loadBlockComponents, loadBlockFields } from "./registry";
import type { BlockLook, BlockParams, PreparedBlock } from "./types";

function lookOf(block: Block): BlockLook {
  const params = block.block_params;
  const surface = surfaceColors(params.bg_color_primary, params.text_color);
  const style: Record<string, string> = {};
  if (surface.background) style["--block-bg"] = surface.background;
  if (isSafeColor(params.bg_color_secondary))
    style["--block-bg-secondary"] = params.bg_color_secondary.trim();
  if (surface.text) style["--block-text"] = surface.text;
  return {
    scheme: schemeOrDefault(params.color_scheme),
    ...(surface.dark === undefined ? {} : { dark: surface.dark }),
    style,
  };
}

/** Only what components read: `core_data` and the raw colours stay on the server. */
function paramsOf(block: Block): BlockParams {
  const { align_y, variant, context_type, properties_cta_enabled } = block.block_params;
  // Some CMS blocks give their orientation among their fields rather than their parameters.
  const fromFields = block.fields.orientation_x;
  const orientation_x =
    block.block_params.orientation_x ?? (typeof fromFields === "string" ? fromFields : null);
  const params: BlockParams = { orientation_x, align_y, variant, context_type, properties_cta_enabled };
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value != null)) as BlockParams;
}

/**
 * Parses, localizes, sanitises and resolves a list of CMS blocks on the server (ARCHITECTURE §1):
 * an unknown type or fields that fail their schema drop the block with a warning, never the page.
 * The components of the blocks kept are loaded too, so the server renders them at once.
 */
export async function prepareBlocks(blocks: Block[], context: PrepareContext): Promise<PreparedBlock[]> {
  const known = blocks.flatMap((block, position) => {
    if (isBlockType(block.block_type)) return [{ block, position, type: block.block_type }];
    warnOnce(`Unknown block type "${block.block_type}": nothing rendered`);
    return [];
  });
  const [schemas] = await Promise.all([
    Promise.all(known.map(({ type }) => loadBlockFields(type))),
    loadBlockComponents(known.map(({ type }) => type)),
  ]);
  return withPrepareContext(context, () =>
    known.flatMap(({ block, position }, index) => {
      const parsed = schemas[index].parse(block);
      if (!parsed.success && schemas[index].pageSubject) {
        // The page's subject (a listing) is gone from the core API: off the market. 410 Gone tells a
        // crawler to drop the page at once; the designed page offers the search (docs/seo.md).
        const body: PageErrorData = { messageKey: "410-message" };
        throw data(body, { status: 410, headers: { "Cache-Control": "private, no-store" } });
      }
      if (!parsed.success) {
        console.warn(`Block ${block.block_type} ignored: invalid fields`, parsed.error.issues.slice(0, 3));
        return [];
      }
      return [
        {
          key: blockKey(block, position),
          id: block.id ?? null,
          block_type: block.block_type,
          block_params: paramsOf(block),
          look: lookOf(block),
          edit: enabledSwitches(block),
          ...(schemas[index].interactive(parsed.data) ? {} : { static: true as const }),
          ...(schemas[index].deferrable ? {} : { eager: true as const }),
          ...(schemas[index].loadOn === "intent" ? { loadOn: "intent" as const } : {}),
          ...(schemas[index].texts.length ? { texts: schemas[index].texts } : {}),
          fields: parsed.data,
        },
      ];
    }),
  );
}
