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
