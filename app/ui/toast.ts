import { atom } from "jotai";

export type Toast = {
  id: number;
  kind: "success" | "error" | "info";
  title: string;
  message?: string;
  items?: string[];
};

export const SUCCESS_TOAST_SECONDS = 5;

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export const pushToastAtom = atom(null, (get, set, toast: Omit<Toast, "id">) => {
  const id = nextId++;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id }]);
  return id;
});

export const closeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
