// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useArchive } from "~/blocks/blog/blog-archive/use-archive";
import { article, categories, served } from "./archive-fixtures";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) => {
    const page = Number(new URL(url, "http://x").searchParams.get("page"));
    const ids = page === 2 ? [7, 8, 9, 10, 11, 12] : [21, 22];
    return new Response(
      JSON.stringify({ articles: ids.map(article), total: page === 2 ? 12 : 2, categories }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calledUrl = (call = 0) => new URL(fetchMock.mock.calls[call][0] as string, "http://x");

describe("blog archive fetching (spec 2 §4)", () => {
  it("the server-rendered first page counts: coming into view does not refetch identical parameters", async () => {
    const { rerender } = renderHook(({ inView }) => useArchive(served, "fr", inView), {
      initialProps: { inView: false },
    });
    rerender({ inView: true });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without a server page, the first fetch waits for the block to enter the viewport and asks for categories", async () => {
    const failed = { ...served, articles: [], total: 0, categories: [], failed: true };
    const { result, rerender } = renderHook(({ inView }) => useArchive(failed, "en", inView), {
      initialProps: { inView: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ inView: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(calledUrl().searchParams)).toEqual({
      lang: "en",
      page: "1",
      order: "desc",
      with_categories: "1",
    });
    expect(result.current.articles.map((a) => a.id)).toEqual([21, 22]);
    expect(result.current.categories).toEqual(categories);
  });

  it("a category change clears the results and waits 1 second before fetching page 1 of that category", async () => {
    const { result } = renderHook(() => useArchive(served, "fr", true));
    act(() => result.current.toggle(2));
    expect(result.current.articles).toEqual([]);
    expect(result.current.loading).toBe(true);
    expect(result.current.query).toEqual({ order: "desc", categories: [2], page: 1 });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(calledUrl().searchParams)).toEqual({
      lang: "fr",
      page: "1",
      order: "desc",
      categories: "2",
    });
    expect(result.current.articles.map((a) => a.id)).toEqual([21, 22]);
    expect(result.current.total).toBe(2);
  });

  it("changes that come back to the last fetched parameters are not refetched", async () => {
    const { result } = renderHook(() => useArchive(served, "fr", true));
    act(() => result.current.sort("asc"));
    act(() => result.current.sort("desc"));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.current.loading).toBe(false);
  });

  it("a page change fetches at once and appends the next page", async () => {
    const { result } = renderHook(() => useArchive(served, "fr", true));
    act(() => result.current.showMore());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calledUrl().searchParams.get("page")).toBe("2");
    expect(result.current.articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("the dropdown's selection follows the same rules as the checkboxes", async () => {
    const { result } = renderHook(() => useArchive(served, "fr", true));
    // None chosen is all; choosing category 1 in the list selects only it (issue 34 §7).
    act(() => result.current.selectFromList([1]));
    expect(result.current.query.categories).toEqual([1]);
    act(() => result.current.selectFromList([1, 3]));
    expect(result.current.query.categories).toEqual([1, 3]);
    // Unticking the last one resets to all.
    act(() => result.current.selectFromList([]));
    expect(result.current.query.categories).toEqual([]);
  });
});
