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
  pausedUntil: number;
};

export const initialHeaderState: HeaderScrollState = {
  hidden: false,
  scrolled: false,
  lastY: 0,
  velocity: 0,
  pausedUntil: 0,
};

export type ScrollSample = {
  y: number;
  time: number;
  windowHeight: number;
  /** Height of the "near the top" zone (the header's own height). */
  topZone: number;
};

/** Velocity = 10 × scroll delta ÷ window height, for one (throttled) reading. */
export function scrollVelocity(delta: number, windowHeight: number): number {
  return (10 * delta) / Math.max(1, windowHeight);
}

/**
 * One throttled scroll reading. Each reading's velocity stands alone: summing readings made a long
 * scroll down outweigh the scroll back up, so the header stayed hidden.
 */
export function onScroll(
  state: HeaderScrollState,
  { y, time, windowHeight, topZone }: ScrollSample,
): HeaderScrollState {
  const delta = y - state.lastY;
  const velocity = scrollVelocity(delta, windowHeight);
  const next = { ...state, lastY: y, velocity, scrolled: y > 0 };
  if (y <= 0) return { ...next, hidden: false };
  if (time < state.pausedUntil) return next;
  if (y <= topZone) {
    // Near the top any movement counts: a small velocity would leave the header half off-screen.
    if (delta > 0) return { ...next, hidden: true };
    if (delta < 0) return { ...next, hidden: false };
    return next;
  }
  if (velocity >= HIDE_VELOCITY) return { ...next, hidden: true };
  if (velocity <= SHOW_VELOCITY) return { ...next, hidden: false };
  return next;
}

/** No scroll for 150 ms: the visitor stopped, so the velocity goes back to 0. */
export function onScrollIdle(state: HeaderScrollState): HeaderScrollState {
  return state.velocity === 0 ? state : { ...state, velocity: 0 };
}

/** After a resize the velocity check pauses for 100 ms (a layout change is not a scroll). */
export function onResize(state: HeaderScrollState, time: number): HeaderScrollState {
  return { ...state, pausedUntil: time + RESIZE_PAUSE_MS, velocity: 0 };
}

/** Where a reading starts from when the header mounts (a restored scroll position is not a scroll). */
export function startAt(state: HeaderScrollState, y: number): HeaderScrollState {
  return { ...state, lastY: y, velocity: 0, scrolled: y > 0 };
}
