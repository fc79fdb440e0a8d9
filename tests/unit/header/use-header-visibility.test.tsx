// @vitest-environment jsdom
import { act, fireEvent, renderHook } from "@testing-library/react";
import { useHeaderVisibility } from "~/blocks/header/use-header-visibility";

let y = 0;

beforeEach(() => {
  y = 0;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
  vi.advanceTimersByTime(1000);
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(1000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A continuous scroll: a scroll event every 50 ms moving `step` px, as a wheel or touch scroll sends them. */
function scrollContinuously(step: number, events: number) {
  for (let i = 0; i < events; i += 1) {
    act(() => {
      y = Math.max(0, y + step);
      fireEvent.scroll(window);
      vi.advanceTimersByTime(50);
    });
  }
}

describe("useHeaderVisibility (spec 2 §4, §9)", () => {
  it("after a long continuous scroll down, scrolling back up shows the header during the scroll", () => {
    const { result } = renderHook(() => useHeaderVisibility(() => 130, false));
    scrollContinuously(60, 80); // 4 s down at 1.2 per reading
    expect(result.current.hidden).toBe(true);
    expect(result.current.scrolled).toBe(true);
    scrollContinuously(-20, 4); // 200 ms up, still scrolling: readings of -0.4
    expect(result.current.hidden).toBe(false);
  });

  it("throttles readings to one per 100 ms, with a trailing reading where the scroll stopped", () => {
    const { result } = renderHook(() => useHeaderVisibility(() => 130, false));
    act(() => {
      y = 1000;
      fireEvent.scroll(window); // leading reading: a fast move down
    });
    expect(result.current.hidden).toBe(true);
    act(() => {
      y = 990;
      fireEvent.scroll(window);
      y = 960;
      fireEvent.scroll(window); // inside the 100 ms window: no reading yet
    });
    expect(result.current.hidden).toBe(true);
    act(() => void vi.advanceTimersByTime(100)); // trailing reading: -40 px → -0.4
    expect(result.current.hidden).toBe(false);
  });

  it("stays shown while frozen (keyboard focus or an open menu)", () => {
    const { result, rerender } = renderHook(({ frozen }) => useHeaderVisibility(() => 130, frozen), {
      initialProps: { frozen: true },
    });
    scrollContinuously(60, 10);
    expect(result.current.hidden).toBe(false);
    rerender({ frozen: false });
    expect(result.current.hidden).toBe(false);
    scrollContinuously(60, 4);
    expect(result.current.hidden).toBe(true);
  });

  it("a resize pauses the velocity check for 100 ms", () => {
    const { result } = renderHook(() => useHeaderVisibility(() => 130, false));
    act(() => {
      y = 500;
      fireEvent.scroll(window);
    });
    act(() => void vi.advanceTimersByTime(200));
    act(() => {
      y = 400;
      fireEvent.scroll(window); // up: shown
    });
    act(() => void vi.advanceTimersByTime(200));
    act(() => {
      fireEvent(window, new Event("resize"));
      y = 700; // the layout change moved the page
      fireEvent.scroll(window);
    });
    expect(result.current.hidden).toBe(false);
  });
});
