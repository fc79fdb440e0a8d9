import { createHash, randomUUID } from "node:crypto";

const KEY_PATTERN = /^[\w-]{8,64}$/;

/** The key a form posted, when it is one a form could have been rendered with; else null. */
export function postedFormKey(value: unknown): string | null {
  return typeof value === "string" && KEY_PATTERN.test(value) ? value : null;
}

/** The form instance's key: the posted one, else a new one that the re-rendered form carries on. */
export function formKeyOf(value: unknown): string {
  return postedFormKey(value) ?? randomUUID();
}

/**
 * The Idempotency-Key of a submission: the key the form was rendered with, bound to what is sent.
 * A double click, a re-post or a retry of the same submission gives the same key (one lead); two
 * visitors served the same cached page who send different things get different keys.
 */
export function idempotencyKeyOf(formKey: unknown, payload: Record<string, string>): string {
  const key = formKeyOf(formKey);
  const canonical = Object.keys(payload)
    .filter((name) => name !== "recaptcha_response")
    .sort()
    .map((name) => `${name}=${payload[name]}`)
    .join("\n");
  return createHash("sha256").update(`${key}\n${canonical}`).digest("base64url").slice(0, 43);
}

type Outcome = "sent" | "failed" | "captcha";
const MAX_ENTRIES = 2000;
const TTL_MS = 60 * 60 * 1000;
const known = new Map<string, { outcome: Promise<Outcome>; at: number }>();

/**
 * Runs a submission once per key in this process: a duplicate that arrives while the first is under
 * way, or after it was sent, gets the first one's outcome without spending a second captcha token.
 * Anything but "sent" is forgotten, so the visitor can retry.
 */
export function once(key: string, run: () => Promise<Outcome>, now = Date.now()): Promise<Outcome> {
  const entry = known.get(key);
  if (entry && now - entry.at < TTL_MS) return entry.outcome;
  const outcome = run();
  known.set(key, { outcome, at: now });
  if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value as string);
  outcome.then(
    (result) => {
      if (result !== "sent") known.delete(key);
    },
    () => known.delete(key),
  );
  return outcome;
}
