const STORAGE_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

/** Spec 1 §4: a failed route chunk reloads the page, at most once per 60 seconds. */
export function shouldReloadForChunkError(
  storage: Pick<Storage, "getItem" | "setItem">,
  now: number,
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

export function installChunkReloadGuard(win: Window): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    try {
      if (shouldReloadForChunkError(win.sessionStorage, Date.now())) win.location.reload();
    } catch {
      // Storage can be unavailable (private mode); never reload in a loop then.
    }
  };
  win.addEventListener("error", (event) => handle(event.error ?? event.message));
  win.addEventListener("unhandledrejection", (event) => handle(event.reason));
}
