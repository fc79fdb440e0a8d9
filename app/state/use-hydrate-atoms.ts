import { useStore, type WritableAtom } from "jotai";

type Store = ReturnType<typeof useStore>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any writable atom, as jotai's own helper
type AnyWritableAtom = WritableAtom<unknown, any[], unknown>;

const hydratedByStore = new WeakMap<Store, WeakSet<AnyWritableAtom>>();

/**
 * Sets each atom's value once per store during render, as jotai's `useHydrateAtoms`, without
 * importing "jotai/react/utils": that module pulls in "jotai/vanilla/utils" (the storage atoms only
 * some forms use), about 0.8 KB gzip on every page's first load.
 */
export function useHydrateAtoms(values: Iterable<readonly [AnyWritableAtom, unknown]>) {
  const store = useStore();
  let hydrated = hydratedByStore.get(store);
  if (!hydrated) {
    hydrated = new WeakSet();
    hydratedByStore.set(store, hydrated);
  }
  for (const [atom, value] of values) {
    if (hydrated.has(atom)) continue;
    hydrated.add(atom);
    store.set(atom, value);
  }
}
