import {
  HERO_SLIDER_AUTOPLAY_MS,
  HERO_SLIDER_TRANSITION_MS,
  nextIndex,
  previousIndex,
  showsPreview,
  sliderEnabled,
  twoDigits,
} from "~/blocks/hero/hero-slider/slider";

describe("hero slider (spec 2 'Hero slider', §9)", () => {
  it.each([
    [1, "01"],
    [9, "09"],
    [10, "10"],
    [12, "12"],
  ] as const)("slide number %i shows as two digits: %s", (slide, shown) => {
    expect(twoDigits(slide)).toBe(shown);
  });

  it("previous and next wrap around", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  // The carousel is disabled with a single slide (or none).
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])("with %i slides the carousel is enabled: %s", (slides, enabled) => {
    expect(sliderEnabled(slides)).toBe(enabled);
  });

  it("the next slide's preview shows if show_preview and more than one slide", () => {
    expect(showsPreview(true, 2)).toBe(true);
    expect(showsPreview(true, 1)).toBe(false);
    expect(showsPreview(false, 3)).toBe(false);
  });

  it("autoplays every 8000 ms with 500 ms transitions", () => {
    expect(HERO_SLIDER_AUTOPLAY_MS).toBe(8000);
    expect(HERO_SLIDER_TRANSITION_MS).toBe(500);
  });
});
