import type { Block } from "~/cms/schema";

/** orientation_x from block_params (spec) or, failing that, from the fields; invalid → the default. */
export function orientationOf<const T extends string>(block: Block, allowed: readonly T[], fallback: T): T {
  for (const candidate of [
    block.block_params.orientation_x,
    (block.fields as Record<string, unknown>).orientation_x,
  ]) {
    if (typeof candidate === "string" && (allowed as readonly string[]).includes(candidate))
      return candidate as T;
  }
  return fallback;
}
