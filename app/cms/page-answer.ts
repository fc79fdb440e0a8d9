import { pageDataSchema, type PageData } from "./schema";

/** Keys of `errors.*` in locales/ describing why a page could not be shown. */
export type PageErrorKey =
  | "403-message"
  | "404-message"
  | "500-message"
  | "503-message"
  | "unexpected-status"
  | "unexpected-redirection"
  | "unexpected-string"
  | "exception";

export type PageOutcome =
  | { kind: "page"; page: PageData }
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "error"; status: number; messageKey: PageErrorKey; detail?: string };

const KNOWN_ERROR_KEYS: Record<number, PageErrorKey> = {
  403: "403-message",
  404: "404-message",
  500: "500-message",
  503: "503-message",
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Spec 1 §4 and §8: what a CMS page answer means, as a pure function of status, headers and body. */
export function interpretPageAnswer(status: number, headers: Headers, body: string): PageOutcome {
  const json = parseJson(body);

  if (status === 301 || status === 302) {
    const fromBody =
      json.ok && typeof json.value === "object" && json.value !== null && "location" in json.value
        ? (json.value as { location?: unknown }).location
        : undefined;
    const location = typeof fromBody === "string" && fromBody ? fromBody : headers.get("Location");
    if (!location) return { kind: "error", status: 500, messageKey: "unexpected-redirection" };
    return { kind: "redirect", status, location };
  }

  if (status >= 400) {
    return { kind: "error", status, messageKey: KNOWN_ERROR_KEYS[status] ?? "unexpected-status" };
  }
  if (status < 200 || status >= 300) {
    return { kind: "error", status: 500, messageKey: "unexpected-status", detail: `Status ${status}` };
  }

  if (!json.ok) {
    // A non-JSON body is a string answer for our purposes.
    return { kind: "error", status: 500, messageKey: "unexpected-string", detail: "Body is not JSON" };
  }
  if (typeof json.value === "string") {
    return { kind: "error", status: 500, messageKey: "unexpected-string" };
  }
  const parsed = pageDataSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: "error",
      status: 500,
      messageKey: "500-message",
      detail: `Invalid page answer at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
    };
  }
  return { kind: "page", page: parsed.data };
}
