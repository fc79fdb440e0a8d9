import type { PreparedBlock } from "../types";

/** orientation_x (from block_params, or failing that the fields: see prepare.server.ts); invalid → the default. */
export function orientationOf<const T extends string>(
  block: PreparedBlock,
  allowed: readonly T[],
  fallback: T,
): T {
  const candidate = block.block_params.orientation_x;
  return typeof candidate === "string" && (allowed as readonly string[]).includes(candidate)
    ? (candidate as T)
    : fallback;
}
