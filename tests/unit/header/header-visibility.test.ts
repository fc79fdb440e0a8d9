import {
  initialHeaderState,
  onResize,
  onScroll,
  onScrollIdle,
  startAt,
  type HeaderScrollState,
} from "~/blocks/header/header-visibility";

const H = 1000; // window height: a 25 px move in one reading gives velocity 0.25
const TOP = 130; // near-the-top zone (the header height)
const sample = (state: HeaderScrollState, y: number, time: number) =>
  onScroll(state, { y, time, windowHeight: H, topZone: TOP });

/** Readings every 100 ms (the throttle) moving `step` px each, starting from `state` at `time`. */
function scroll(state: HeaderScrollState, step: number, readings: number, time: number) {
  let current = state;
  for (let i = 1; i <= readings; i += 1) current = sample(current, current.lastY + step, time + i * 100);
  return current;
}

describe("header visibility (spec 2 §4)", () => {
  const away = startAt(initialHeaderState, 500);

  it("velocity is 10 × scroll delta ÷ window height for each reading", () => {
    expect(sample(away, 510, 1000).velocity).toBeCloseTo(0.1);
    expect(sample(away, 440, 1000).velocity).toBeCloseTo(-0.6);
  });

  it("readings 100 ms apart are not summed: each one stands alone", () => {
    const first = sample(away, 510, 1000);
    const second = sample(first, 525, 1100);
    expect(second.velocity).toBeCloseTo(0.15);
    expect(second.hidden).toBe(false);
  });

  it("hides when the downward velocity reaches 0.25 away from the top", () => {
    expect(sample(away, 524, 1000).hidden).toBe(false);
    expect(sample(away, 525, 1000).hidden).toBe(true);
  });

  it("shows when the velocity reaches -0.25", () => {
    const hidden = { ...away, hidden: true };
    expect(sample(hidden, 476, 1000).hidden).toBe(true);
    expect(sample(hidden, 475, 1000).hidden).toBe(false);
  });

  it("a slow scroll between the thresholds leaves the header as it is", () => {
    expect(scroll(away, 20, 10, 1000).hidden).toBe(false);
    expect(scroll({ ...away, hidden: true }, -20, 10, 1000).hidden).toBe(true);
  });

  it("after a long continuous scroll down, scrolling back up shows the header again", () => {
    const down = scroll(away, 120, 40, 1000); // 4 s of fast scrolling, a reading every 100 ms
    expect(down.hidden).toBe(true);
    const up = sample(down, down.lastY - 30, 1000 + 41 * 100); // the very next reading, going up
    expect(up.velocity).toBeCloseTo(-0.3);
    expect(up.hidden).toBe(false);
  });

  it("the velocity is reset once scrolling stops (150 ms after the last scroll)", () => {
    const moving = sample(away, 600, 1000);
    expect(moving.velocity).toBeCloseTo(1);
    expect(onScrollIdle(moving).velocity).toBe(0);
    expect(onScrollIdle(moving).hidden).toBe(moving.hidden);
  });

  it("near the top it hides on any downward movement", () => {
    const top = sample(initialHeaderState, 5, 1000);
    expect(top.velocity).toBeLessThan(0.25);
    expect(top.hidden).toBe(true);
  });

  it("near the top any upward movement shows it again, before reaching 0", () => {
    const hidden = { ...startAt(initialHeaderState, 120), hidden: true };
    const up = sample(hidden, 118, 1000);
    expect(up.velocity).toBeGreaterThan(-0.25);
    expect(up.hidden).toBe(false);
  });

  it("shows at the very top", () => {
    expect(sample({ ...away, hidden: true }, 0, 1000).hidden).toBe(false);
  });

  it("is opaque once scrolled away from the top", () => {
    expect(sample(initialHeaderState, 1, 1000).scrolled).toBe(true);
    expect(sample(away, 0, 1000).scrolled).toBe(false);
  });

  it("pauses the velocity check for 100 ms after a resize", () => {
    const resized = onResize(away, 2000);
    expect(resized.velocity).toBe(0);
    expect(sample(resized, 600, 2099).hidden).toBe(false);
    expect(sample(resized, 600, 2100).hidden).toBe(true);
  });

  it("a restored scroll position on load is not a scroll", () => {
    const start = startAt(initialHeaderState, 2400);
    expect(start).toMatchObject({ hidden: false, scrolled: true, velocity: 0, lastY: 2400 });
  });
});
