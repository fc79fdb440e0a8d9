// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FilterOverlay } from "~/search/FilterOverlay";
import { DEFAULT_FILTERS, DEFAULT_PRICE_STEPS, type SearchFilters } from "~/search/filters";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { renderWithProviders } from "../render";

const options = {
  municipalities: [
    { value: "66023", label: "Montréal" },
    { value: "23027", label: "Québec" },
  ],
  types: [{ value: "condo", label: "Condo" }],
  priceSteps: DEFAULT_PRICE_STEPS,
};

function setup(filters: SearchFilters = DEFAULT_FILTERS, open = true) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <FilterOverlay open={open} onClose={onClose} filters={filters} onApply={onApply} options={options} />,
    { locale: "en", path: "/en/properties" },
  );
  return { ...view, onApply, onClose };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The count's throttle runs on a clock only the test moves: with shouldAdvanceTime, a busy
  // machine's real delay could pass the 500 ms between two assertions. Testing Library drives
  // fake timers only through a `jest` global (its findBy* would wait for a timer that never fires).
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ total: 42 }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const countCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith("/resources/properties-count"));

describe("filter overlay (spec 2 §2, §4)", () => {
  it("is a dialog titled filters that blocks page scroll while active", async () => {
    const { store } = setup();
    expect(await screen.findByRole("dialog", { name: "filters" })).toBeInTheDocument();
    expect(store.get(isScrollPreventedAtom)).toBe(true);
  });

  it("refreshes the count after the 500 ms throttle, only when the filters differ from the last counted", async () => {
    setup();
    await screen.findByRole("dialog");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(countCalls()).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "See 42 results" })).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole("group", { name: "Bedrooms" })).getByRole("radio", { name: "3+" }),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Open houses" }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(countCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(countCalls()).toHaveLength(2);
    expect(countCalls()[1]).toContain("open_house=true");

    // Back to a set already counted: no call.
    fireEvent.click(screen.getByRole("checkbox", { name: "Open houses" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Open houses" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countCalls()).toHaveLength(2);
  });

  it("makes no count call while closed", async () => {
    setup(DEFAULT_FILTERS, false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countCalls()).toHaveLength(0);
  });

  it("clicking a tag clears that filter; reset clears all filters", async () => {
    setup({ ...DEFAULT_FILTERS, mun: ["66023"], price_max: 500000, open_house: true });
    const tags = await screen.findByRole("list", { name: "Selected criteria" });
    expect(within(tags).getAllByRole("button")).toHaveLength(3);
    fireEvent.click(within(tags).getByRole("button", { name: /Less than/ }));
    expect(within(tags).getAllByRole("button")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.queryByRole("list", { name: "Selected criteria" })).not.toBeInTheDocument();
  });

  it("see results emits the filter change and closes the overlay", async () => {
    const { onApply, onClose } = setup();
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("radio", { name: "Rent" }));
    fireEvent.click(screen.getByRole("button", { name: /See/ }));
    expect(onApply).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, forSaleForRent: "rent" });
    expect(onClose).toHaveBeenCalled();
  });

  it("offers bedrooms and bathrooms from 1 to 5 only", async () => {
    setup();
    const bedrooms = await screen.findByRole("group", { name: "Bedrooms" });
    expect(
      within(bedrooms)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["", "1", "2", "3", "4", "5"]);
  });
});
