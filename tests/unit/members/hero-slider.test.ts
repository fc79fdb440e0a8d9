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

  it("the carousel is disabled with a single slide", () => {
    expect(sliderEnabled(0)).toBe(false);
    expect(sliderEnabled(1)).toBe(false);
    expect(sliderEnabled(2)).toBe(true);
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
