import type { z } from "zod";
import type { Locale } from "~/i18n/locales";

/** The site a core call is made for (resource routes get it from `siteCredentials`). */
export type CoreSite = { micrositeId: string | number; siteKey: string };
export type CallContext = { locale: Locale; site: CoreSite; signal?: AbortSignal };

/** Rows that fail their schema are dropped one by one, never the whole answer. */
export function rows<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, values: unknown): T[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}
