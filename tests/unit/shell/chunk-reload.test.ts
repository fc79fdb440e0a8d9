import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from "~/lib/chunk-reload";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("chunk-load failure (spec 1 §4)", () => {
  it("recognises chunk load errors", () => {
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /build/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
