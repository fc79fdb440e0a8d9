// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { Carousel } from "~/ui/Carousel";
import { CSS_BREAKPOINTS } from "~/ui/carousel-columns";
import { renderWithProviders } from "../render";

const WIDTH = 1000;
let reducedMotion = false;

// jsdom lays nothing out: keen-slider needs a width to place slides, and the carousel asks for the
// reduced-motion preference.
beforeEach(() => {
  reducedMotion = false;
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "Date",
    ],
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: WIDTH,
    height: 300,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: WIDTH,
    bottom: 300,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(WIDTH);
  vi.stubGlobal("matchMedia", (media: string) => ({
    media,
    matches: media.includes("prefers-reduced-motion") && reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={i} href={`#slide-${i + 1}`}>
      Slide link {i + 1}
    </a>
  ));

/** Lets keen-slider's lazy import finish (it loads on first use), then its 500 ms animation run. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  act(() => void vi.advanceTimersByTime(700));
}

function slide(index: number, total: number) {
  return screen.getByRole("group", { name: `${index} of ${total}` });
}

describe("Carousel (spec 2 §4, §9; spec 3 §9)", () => {
  it("is a labelled carousel region whose slides are labelled", () => {
    renderWithProviders(<Carousel label="Our latest sales" slides={slides(3)} />, { locale: "en" });
    const region = screen.getByRole("region", { name: "Our latest sales" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(slide(2, 3)).toHaveAttribute("aria-roledescription", "slide");
  });

  it("without looping, previous is disabled on the first position and next on the last", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(3)} />, { locale: "en" });
    const previous = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await settle();
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await settle();
    expect(screen.getByText("03 / 03")).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it("counts the last position from the slides per view", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(5)} slidesPerView={3} />, { locale: "en" });
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.click(next);
    await settle();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await settle();
    // Slides 3 to 5 fill the view: there is nothing further to show.
    expect(next).toBeDisabled();
  });

  it("a looping carousel never disables its arrows", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(2)} loop />, { locale: "en" });
    const next = screen.getByRole("button", { name: "Next slide" });
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeEnabled();
    fireEvent.click(next);
    await settle();
    fireEvent.click(next);
    await settle();
    expect(next).toBeEnabled();
  });

  it("before its first use every slide is reachable; keen-slider loads on the first pointer move", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(5)} slidesPerView={2} />, { locale: "en" });
    for (let index = 1; index <= 5; index++) expect(slide(index, 5)).not.toHaveAttribute("inert");
    const track = slide(1, 5).parentElement!;
    expect(track).not.toHaveAttribute("data-keen-slider-ready");
    fireEvent.pointerMove(screen.getByRole("region", { name: "Sales" }));
    await settle();
    expect(track).toHaveAttribute("data-keen-slider-ready");
    expect(slide(3, 5)).toHaveAttribute("inert");
  });

  it("lays the slides out per view before keen-slider runs, at every breakpoint", () => {
    renderWithProviders(
      <Carousel label="Sales" slides={slides(5)} slidesPerView={{ 0: 1, 768: 2, 1200: 3 }} />,
      { locale: "en" },
    );
    const region = screen.getByRole("region", { name: "Sales" });
    expect(region.style.getPropertyValue("--per-view-0")).toBe("1");
    expect(region.style.getPropertyValue("--per-view-576")).toBe("1");
    expect(region.style.getPropertyValue("--per-view-768")).toBe("2");
    expect(region.style.getPropertyValue("--per-view-992")).toBe("2");
    expect(region.style.getPropertyValue("--per-view-1680")).toBe("3");
  });

  it("its stylesheet has a per-view rule at each breakpoint perViewStyle sets", () => {
    const css = readFileSync("app/ui/Carousel.module.css", "utf8");
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([...CSS_BREAKPOINTS]);
    for (const width of CSS_BREAKPOINTS) expect(css).toContain(`var(--per-view-${width}, 1)`);
  });

  it("makes the slides outside the visible window inert, and available once shown", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(5)} slidesPerView={2} />, { locale: "en" });
    fireEvent.pointerMove(screen.getByRole("region", { name: "Sales" }));
    await settle();
    expect(slide(1, 5)).not.toHaveAttribute("inert");
    expect(slide(2, 5)).not.toHaveAttribute("inert");
    expect(slide(3, 5)).toHaveAttribute("inert");
    expect(slide(5, 5)).toHaveAttribute("inert");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    await settle();
    expect(slide(1, 5)).toHaveAttribute("inert");
    expect(slide(2, 5)).not.toHaveAttribute("inert");
    expect(slide(3, 5)).not.toHaveAttribute("inert");
    expect(slide(4, 5)).toHaveAttribute("inert");
  });

  it("its track is a tab stop whose arrow keys move a slide at a time", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(3)} />, { locale: "en" });
    const track = slide(1, 3).parentElement!;
    expect(track).toHaveAttribute("tabindex", "0");
    fireEvent.keyDown(track, { key: "ArrowRight" });
    await settle();
    expect(screen.getByText("02 / 03")).toBeInTheDocument();
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    await settle();
    expect(screen.getByText("01 / 03")).toBeInTheDocument();
  });

  it("with one slide it is a plain block: no controls, nothing inert", () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(1)} autoplayMs={1000} />, { locale: "en" });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(slide(1, 1).parentElement).not.toHaveAttribute("tabindex");
    expect(slide(1, 1).parentElement).toHaveAttribute("data-keen-slider-disabled");
    expect(slide(1, 1)).not.toHaveAttribute("inert");
    expect(screen.getByRole("link", { name: "Slide link 1" })).toBeInTheDocument();
  });

  it("autoplays, pauses on hover and focus and with its pause button", async () => {
    renderWithProviders(<Carousel label="Sales" slides={slides(3)} autoplayMs={2000} loop />, {
      locale: "en",
    });
    const region = screen.getByRole("region", { name: "Sales" });
    act(() => void vi.advanceTimersByTime(2000));
    await settle();
    expect(screen.getByText("02 / 03")).toBeInTheDocument();

    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText("02 / 03")).toBeInTheDocument();
    fireEvent.mouseLeave(region);

    act(() => screen.getByRole("link", { name: "Slide link 2" }).focus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText("02 / 03")).toBeInTheDocument();
    act(() => screen.getByRole("link", { name: "Slide link 2" }).blur());

    fireEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    act(() => screen.getByRole("button", { name: "Resume the slideshow" }).blur());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText("02 / 03")).toBeInTheDocument();
  });

  it("never autoplays under reduced motion", () => {
    reducedMotion = true;
    renderWithProviders(<Carousel label="Sales" slides={slides(3)} autoplayMs={2000} loop />, {
      locale: "en",
    });
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText("01 / 03")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause the slideshow" })).not.toBeInTheDocument();
  });
});
