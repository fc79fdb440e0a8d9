/** Spec 3 §4 video states and the events that move between them. */
export type VideoState = "not-ready" | "ready" | "playing" | "paused";
export type VideoEvent = "can-play" | "play" | "pause" | "left-viewport";

export function nextVideoState(state: VideoState, event: VideoEvent): VideoState {
  switch (event) {
    case "can-play":
      return state === "not-ready" ? "ready" : state;
    case "play":
      return "playing";
    case "pause":
    case "left-viewport":
      return state === "playing" ? "paused" : state;
  }
}

/** Autoplay when asked for and playable, never when the visitor prefers reduced motion. */
export function shouldAutoplay(autoplay: boolean | null | undefined, reducedMotion: boolean): boolean {
  return Boolean(autoplay) && !reducedMotion;
}

/** Spec 3 §9 video defaults: loop and muted on, autoplay and controls off. */
export function videoDefaults(field: {
  loop?: boolean | null;
  muted?: boolean | null;
  autoplay?: boolean | null;
  controls?: boolean | null;
}) {
  return {
    loop: field.loop ?? true,
    muted: field.muted ?? true,
    autoplay: field.autoplay ?? false,
    controls: field.controls ?? false,
  };
}

/**
 * With preload="metadata" a browser may stop before `canplay`, so an autoplaying video would never
 * start; it loads fully instead. Other videos fetch only their metadata until asked to play.
 */
export function videoPreload(autoplay: boolean): "auto" | "metadata" {
  return autoplay ? "auto" : "metadata";
}

/** Media events that mean the first frame is there (`loadeddata`) or playback can start (`canplay`). */
export const PLAYABLE_EVENTS = ["loadeddata", "canplay"] as const;

/** HTMLMediaElement.HAVE_CURRENT_DATA: the same threshold as `loadeddata`, for a video that got there before hydration. */
export const HAVE_CURRENT_DATA = 2;
