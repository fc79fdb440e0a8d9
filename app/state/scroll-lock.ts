import { atom, useSetAtom } from "jotai";
import { useEffect } from "react";

/** Requests to prevent page scroll, keyed by requester (spec 1 §4). */
export const scrollLockRequestsAtom = atom<Record<string, boolean>>({});

export const isScrollPreventedAtom = atom((get) => Object.values(get(scrollLockRequestsAtom)).some(Boolean));

export const requestScrollLockAtom = atom(null, (get, set, request: { id: string; active: boolean }) => {
  const current = get(scrollLockRequestsAtom);
  if (Boolean(current[request.id]) === request.active) return;
  const next = { ...current };
  if (request.active) next[request.id] = true;
  else delete next[request.id];
  set(scrollLockRequestsAtom, next);
});

/** Asks for scroll prevention while `active`; released on unmount. */
export function useScrollLock(id: string, active: boolean): void {
  const request = useSetAtom(requestScrollLockAtom);
  useEffect(() => {
    request({ id, active });
    return () => request({ id, active: false });
  }, [id, active, request]);
}
