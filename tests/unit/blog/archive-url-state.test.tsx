// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ArchiveArticle } from "~/blocks/blog/article";
import { searchWithArchive } from "~/blocks/blog/blog-archive/archive-params";
import type { BlogArchiveData } from "~/blocks/blog/blog-archive/fields.server";
import { useArchive } from "~/blocks/blog/blog-archive/use-archive";

const article = (id: number): ArchiveArticle => ({
  id,
  title: `Article ${id}`,
  excerpt: "",
  href: `/fr/blogue/article-${id}`,
  image: null,
  authorName: null,
  authorAvatar: null,
  category: null,
  publishedAt: null,
  readMinutes: 3,
});
const categories = [1, 2, 3].map((id) => ({ id, label: `Catégorie ${id}`, count: 4 }));
const served: BlogArchiveData = {
  query: { order: "desc", categories: [], page: 1 },
  articles: [1, 2, 3, 4, 5, 6].map(article),
  total: 12,
  categories,
  failed: false,
};

describe("the archive's state in the page address (issue 22, item 10)", () => {
  it("writes category, sort and loaded pages over the address's own parameters", () => {
    expect(searchWithArchive("?preview_token=x&page=4", { order: "asc", categories: [2, 3], page: 2 })).toBe(
      "?preview_token=x&order=asc&categories=2&categories=3&page=2",
    );
    expect(searchWithArchive("?order=asc&categories=1", { order: "desc", categories: [], page: 1 })).toBe("");
  });

  describe("in the browser", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal(
        "fetch",
        vi.fn(
          async () => new Response(JSON.stringify({ articles: [7, 8].map(article), total: 8, categories })),
        ),
      );
      window.history.replaceState({ idx: 3, key: "k" }, "", "/fr/blogue");
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it("replaces the history entry (never pushes) as the visitor filters, sorts and loads more", async () => {
      const length = window.history.length;
      const { result } = renderHook(() => useArchive(served, "fr", true));
      act(() => result.current.toggle(2));
      expect(window.location.search).toBe("?categories=2");
      act(() => result.current.sort("asc"));
      expect(window.location.search).toBe("?order=asc&categories=2");
      await act(() => vi.advanceTimersByTimeAsync(1500));
      act(() => result.current.showMore());
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(window.location.search).toBe("?order=asc&categories=2&page=2");
      expect(window.history.length).toBe(length);
      // The router's own entry state is kept, so Back and Forward still work.
      expect(window.history.state).toEqual({ idx: 3, key: "k" });
    });
  });
});
