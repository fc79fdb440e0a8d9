import { z } from "zod";

/**
 * An optional field that is dropped (with no error) when malformed, so one bad value does not
 * hide a whole block. Use for every optional content field of a block schema.
 */
export function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return schema.optional().nullable().catch(null);
}

/** A repeater: a list whose malformed items are dropped. */
export function repeater<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(z.unknown())
    .optional()
    .nullable()
    .catch(null)
    .transform((items) =>
      (items ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

/** An enumeration with its documented default when missing or unknown (spec 2 §5, spec 3 §5). */
export function enumWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z
    .enum(values)
    .optional()
    .nullable()
    .catch(fallback)
    .transform((value) => value ?? fallback);
}
