import { atom } from "jotai";

/** Identifiers that currently need the captcha widget; each counts once (spec 1 §4). */
export const captchaRequestersAtom = atom<ReadonlySet<string>>(new Set<string>());

export const isCaptchaShownAtom = atom((get) => get(captchaRequestersAtom).size > 0);

export const requestCaptchaAtom = atom(null, (get, set, id: string) => {
  const current = get(captchaRequestersAtom);
  if (current.has(id)) return;
  set(captchaRequestersAtom, new Set([...current, id]));
});

export const releaseCaptchaAtom = atom(null, (get, set, id: string) => {
  const current = get(captchaRequestersAtom);
  if (!current.has(id)) return;
  const next = new Set(current);
  next.delete(id);
  set(captchaRequestersAtom, next);
});

/**
 * Gets a fresh captcha token (spec 1 §5: obtained, passed to the submit, then reset). Set by the
 * captcha widget once it is ready, null before: a submit then fails as "captcha not initialised".
 */
export type CaptchaExecutor = () => Promise<string>;
export const captchaExecutorAtom = atom<{ execute: CaptchaExecutor } | null>(null);
