import { initialHeaderState, onResize, onScroll, type HeaderScrollState } from "~/blocks/header/header-visibility";

const H = 1000; // window height: a 25 px move gives velocity 0.25
const sample = (state: HeaderScrollState, y: number, time: number) =>
  onScroll(state, { y, time, windowHeight: H, topZone: 130 });

describe("header visibility (spec 2 §4)", () => {
  const away = sample(initialHeaderState, 500, 1000);

  it("hides when the downward velocity reaches 0.25 away from the top", () => {
    expect(sample({ ...away, hidden: false }, 524, 2000).hidden).toBe(false);
    expect(sample({ ...away, hidden: false }, 525, 2000).hidden).toBe(true);
  });

  it("shows when the velocity reaches -0.25", () => {
    const hidden = { ...away, hidden: true };
    expect(sample(hidden, 476, 2000).hidden).toBe(true);
    expect(sample(hidden, 475, 2000).hidden).toBe(false);
  });

  it("velocity is 10 × delta ÷ window height and sums moves within 150 ms", () => {
    const first = sample(away, 510, 2000);
    expect(first.velocity).toBeCloseTo(0.1);
    const second = sample(first, 525, 2100);
    expect(second.velocity).toBeCloseTo(0.25);
    expect(second.hidden).toBe(true);
  });

  it("velocity resets after 150 ms", () => {
    const first = sample(away, 510, 2000);
    expect(sample(first, 525, 2151).velocity).toBeCloseTo(0.15);
  });

  it("near the top it hides on any downward movement and shows at the top", () => {
    const top = sample(initialHeaderState, 10, 1000);
    expect(top.hidden).toBe(true);
    expect(sample(top, 0, 3000).hidden).toBe(false);
  });

  it("is opaque once scrolled away from the top", () => {
    expect(away.scrolled).toBe(true);
    expect(sample(away, 0, 5000).scrolled).toBe(false);
  });

  it("pauses the velocity check for 100 ms after a resize", () => {
    const resized = onResize({ ...away, hidden: false }, 2000);
    expect(sample(resized, 600, 2099).hidden).toBe(false);
    expect(sample(resized, 600, 2100).hidden).toBe(true);
  });
});
