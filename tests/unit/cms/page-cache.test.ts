import { createPageCache } from "~/cms/page-cache.server";

describe("page cache: fresh, then the last good copy (issue 11 §2)", () => {
  it("answers get while fresh, getStale until the stale bound, then nothing", () => {
    const cache = createPageCache<string>();
    cache.set("k", "page", 30, { staleSeconds: 60, now: 0 });
    expect(cache.get("k", 29_000)).toBe("page");
    expect(cache.get("k", 30_000)).toBeUndefined();
    expect(cache.getStale("k", 30_000)).toEqual({ value: "page", ageSeconds: 30, firstServe: true });
    expect(cache.getStale("k", 89_000)).toMatchObject({ value: "page", firstServe: false });
    expect(cache.getStale("k", 90_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps a stale copy even when pages are not reused (0 fresh seconds)", () => {
    const cache = createPageCache<string>();
    cache.set("k", "page", 0, { staleSeconds: 60, now: 0 });
    expect(cache.get("k", 0)).toBeUndefined();
    expect(cache.getStale("k", 1000)?.value).toBe("page");
  });

  it("a new value starts a new incident", () => {
    const cache = createPageCache<string>();
    cache.set("k", "one", 0, { staleSeconds: 60, now: 0 });
    cache.getStale("k", 1);
    cache.set("k", "two", 0, { staleSeconds: 60, now: 2 });
    expect(cache.getStale("k", 3)).toMatchObject({ value: "two", firstServe: true });
  });

  it("is bounded by entries and by weight, the least recently used going first", () => {
    const cache = createPageCache<string>({ maxEntries: 3, maxWeight: 100 });
    cache.set("a", "a", 30, { weight: 40, now: 0 });
    cache.set("b", "b", 30, { weight: 40, now: 0 });
    cache.get("a", 1);
    cache.set("c", "c", 30, { weight: 40, now: 0 });
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual(["a", undefined, "c"]);
    cache.set("huge", "x", 30, { weight: 101, now: 0 });
    expect(cache.get("huge", 1)).toBeUndefined();
    cache.set("d", "d", 30, { weight: 1, now: 0 });
    cache.set("e", "e", 30, { weight: 1, now: 0 });
    expect(cache.size).toBe(3);
  });

  it("delete drops the copy", () => {
    const cache = createPageCache<string>();
    cache.set("k", "page", 30, { staleSeconds: 60 });
    cache.delete("k");
    expect(cache.getStale("k")).toBeUndefined();
  });
});
