import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { observeUpstream } from "../../server/metrics.mjs";
import { markDegraded } from "./degraded.server";

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

/**
 * One GET of the core API read through `schema`, then `read`: null, with a warning naming `what`, when
 * it answers an error status, something the schema rejects, or fails (an abort by `signal` quietly).
 */
export async function coreGet<Schema extends z.ZodTypeAny, T>(
  what: string,
  request: () => Promise<Response>,
  schema: Schema,
  read: (answer: z.output<Schema>) => T,
  signal?: AbortSignal,
): Promise<T | null> {
  const started = performance.now();
  const failed = () => {
    observeUpstream("core", "failed", (performance.now() - started) / 1000);
    markDegraded();
  };
  try {
    const response = await request();
    if (response.ok) observeUpstream("core", "ok", (performance.now() - started) / 1000);
    if (!response.ok) {
      console.warn(`GET ${what} answered ${response.status}`);
      failed();
      return null;
    }
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn(`GET ${what}: unexpected answer`, parsed.error.issues[0]);
      failed();
      return null;
    }
    return read(parsed.data);
  } catch (error) {
    if (signal?.aborted) return null;
    console.warn(`GET ${what} failed`, error instanceof Error ? error.message : error);
    failed();
    return null;
  }
}
