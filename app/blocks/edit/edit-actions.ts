import type { Block } from "~/cms/schema";
import type { EditSwitch } from "../types";

/** Spec 3 §6: the overlay switches a block enables, in display order. */
export function enabledSwitches(block: Block): EditSwitch[] {
  const edit = block.block_params.edit ?? {};
  return (["change_color_scheme", "edit_block", "delete_block"] as const).filter(
    (name) => edit[name] === true,
  );
}

/** Removes a block by key; a key that is not found leaves the list as it is, with a warning (spec 3 §4). */
export function removeBlock<T>(items: T[], keyOf: (item: T) => string, key: string): T[] {
  const index = items.findIndex((item) => keyOf(item) === key);
  if (index === -1) {
    console.warn(`Block ${key} not located: nothing removed`);
    return items;
  }
  return [...items.slice(0, index), ...items.slice(index + 1)];
}

export function blockKey(block: Pick<Block, "id" | "block_type">, index: number): string {
  return `${block.id ?? index}-${block.block_type}`;
}
