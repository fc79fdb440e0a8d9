/**
 * The spec's cleaning helper (spec 3 §7): what every lead payload goes through before it is
 * form-encoded. Strings are trimmed; undefined and null are dropped (an empty optional field is
 * sent empty, so the core API sees every field of the spec); booleans become "1" / "0", the way a
 * form-encoded API reads a checkbox; numbers become their decimal text; arrays are joined with
 * commas (the municipalities).
 */
export type PayloadValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function cleanPayload(payload: Record<string, PayloadValue>): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "boolean") cleaned[key] = value ? "1" : "0";
    else if (typeof value === "number") {
      if (Number.isFinite(value)) cleaned[key] = String(value);
    } else if (Array.isArray(value))
      cleaned[key] = value
        .map((item) => String(item).trim())
        .filter(Boolean)
        .join(",");
    else cleaned[key] = String(value).trim();
  }
  return cleaned;
}
