import { cmsClient } from "./clients.server";
import type { Locale } from "~/i18n/locales";
import { blockListSchema, type Block } from "./schema";

/** `GET /development/demo-page` (spec 1 §7): the blocks, or fields, for the QA pages. Errors are only logged. */
export async function fetchDemoBlocks(locale: Locale, signal?: AbortSignal): Promise<Block[]> {
  try {
    const response = await cmsClient({ locale, signal }).get("development/demo-page");
    if (!response.ok) {
      console.error(`Demo page call answered ${response.status}`);
      return [];
    }
    const body = (await response.json()) as { blocks?: unknown; fields?: unknown };
    return blockListSchema.parse(body.blocks ?? body.fields ?? []);
  } catch (error) {
    console.error("Demo page call failed", error);
    return [];
  }
}
