import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

/** Spec 1 §3: what the visitor typed in a contact form, kept for the browser session. */
export type VisitorContact = { firstname: string; lastname: string; email: string; phone: string };

export const emptyVisitorContact: VisitorContact = { firstname: "", lastname: "", email: "", phone: "" };

const storage = createJSONStorage<VisitorContact>(() =>
  typeof window === "undefined" ? (undefined as unknown as Storage) : window.sessionStorage,
);

export const visitorContactAtom = atomWithStorage<VisitorContact>(
  "visitor-contact",
  emptyVisitorContact,
  storage,
  { getOnInit: false },
);

/** Updates known keys; an unknown key only logs a warning. */
export const setVisitorContactFieldAtom = atom(null, (get, set, update: { key: string; value: string }) => {
  if (!Object.hasOwn(emptyVisitorContact, update.key)) {
    console.warn(`Unknown visitor contact info key: ${update.key}`);
    return;
  }
  set(visitorContactAtom, { ...get(visitorContactAtom), [update.key]: update.value });
});
