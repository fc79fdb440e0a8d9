type RouterState = {
  navigation: { state: string };
  fetchers: Map<string, { state: string }>;
};
type Router = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

let resolveBusy: () => void = () => {};

/**
 * Resolves the first time the router gets busy (a navigation, a form post through a fetcher). A
 * router update changes contexts above every block, and React then has to hydrate each block still
 * showing its server HTML before it can show the update: deferred blocks load their code at that
 * moment, or the update would wait until the visitor happened to scroll to them.
 */
export const routerBusy = new Promise<void>((resolve) => {
  resolveBusy = resolve;
});

function isBusy(state: RouterState): boolean {
  return (
    state.navigation.state !== "idle" ||
    [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle")
  );
}

/** Watches Remix's router (set on `window` by RemixBrowser) until it first gets busy. */
export function watchRouter(): () => void {
  const router = (window as { __remixRouter?: Router }).__remixRouter;
  if (!router) return () => {};
  if (isBusy(router.state)) {
    resolveBusy();
    return () => {};
  }
  const unsubscribe = router.subscribe((state) => {
    if (!isBusy(state)) return;
    resolveBusy();
    unsubscribe();
  });
  return unsubscribe;
}
