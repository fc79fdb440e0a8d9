/** Spec 2 §4 and §9: when the header hides and shows while the visitor scrolls. */
export const HIDE_VELOCITY = 0.25;
export const SHOW_VELOCITY = -0.25;
export const VELOCITY_RESET_MS = 150;
export const SCROLL_THROTTLE_MS = 100;
export const RESIZE_PAUSE_MS = 100;

export type HeaderScrollState = {
  hidden: boolean;
  /** Opaque once scrolled away from the top. */
  scrolled: boolean;
  lastY: number;
  velocity: number;
  velocityAt: number;
  pausedUntil: number;
};

export const initialHeaderState: HeaderScrollState = {
  hidden: false,
  scrolled: false,
  lastY: 0,
  velocity: 0,
  velocityAt: 0,
  pausedUntil: 0,
};

export type ScrollSample = { y: number; time: number; windowHeight: number; /** Height of the "near the top" zone. */ topZone: number };

/** Velocity = 10 × scroll delta ÷ window height, summed over movements less than 150 ms apart. */
export function onScroll(state: HeaderScrollState, { y, time, windowHeight, topZone }: ScrollSample): HeaderScrollState {
  const delta = y - state.lastY;
  const base = time - state.velocityAt > VELOCITY_RESET_MS ? 0 : state.velocity;
  const velocity = base + (10 * delta) / Math.max(1, windowHeight);
  const next = { ...state, lastY: y, velocity, velocityAt: time, scrolled: y > 0 };
  if (y <= 0) return { ...next, hidden: false };
  if (time < state.pausedUntil) return next;
  if (y <= topZone) return delta > 0 ? { ...next, hidden: true } : next;
  if (velocity >= HIDE_VELOCITY) return { ...next, hidden: true };
  if (velocity <= SHOW_VELOCITY) return { ...next, hidden: false };
  return next;
}

/** After a resize the velocity check pauses for 100 ms (a layout change is not a scroll). */
export function onResize(state: HeaderScrollState, time: number): HeaderScrollState {
  return { ...state, pausedUntil: time + RESIZE_PAUSE_MS, velocity: 0 };
}
