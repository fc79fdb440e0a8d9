import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

/** A native scroll of the track this recent is still moving: keen-slider waits for it to settle. */
const SCROLL_SETTLE_MS = 150;

type Options = Omit<KeenSliderOptions, "initial">;

/** The slide the natively scrolled track rests on: keen-slider starts there, so nothing jumps. */
function nativeIndex(track: HTMLElement): number {
  const slides = [...track.children] as HTMLElement[];
  const left = track.getBoundingClientRect().left;
  let best = 0;
  let bestDistance = Infinity;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.getBoundingClientRect().left - left);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

/** Stable option callbacks that call the latest render's, as keen-slider keeps the first ones. */
function latestCallbacks(options: Options, latest: { current: Options }): Options {
  const wrapped: Record<string, unknown> = { ...options };
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== "function") continue;
    wrapped[name] = (...args: unknown[]) =>
      (latest.current[name as keyof Options] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
  }
  return wrapped as Options;
}

/**
 * keen-slider, downloaded when the carousel is first used instead of with the page (ARCHITECTURE
 * §4, §5): `load` is called on the visitor's first sign of using it (pointer, touch, focus, key)
 * and `withSlider` runs an action once it is there (an arrow, an autoplay step). Until then the
 * track scrolls natively with the same layout, and keen-slider starts on the slide it rests on.
 * `ready` turns true once keen-slider has taken over (its CSS hook is `data-keen-slider-ready`).
 * The options are read when keen-slider starts; their callbacks are always the latest render's.
 * Spread `trackProps` on the track (its ref, and with several slides a tab stop and arrow keys) and
 * `regionProps` on the element around it and its controls (what starts the download).
 */
export function useLazyKeenSlider<T extends HTMLElement>(options: Options) {
  const trackRef = useRef<T>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const loading = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const latest = useRef(options);
  const lastScroll = useRef(0);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => void (lastScroll.current = Date.now());
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      track.removeEventListener("scroll", onScroll);
      slider.current?.destroy();
      slider.current = null;
      loading.current = null;
    };
  }, []);

  const load = useCallback((): Promise<KeenSliderInstance | null> => {
    // One slide or none: a plain block, nothing to slide.
    if (latest.current.disabled) return Promise.resolve(null);
    if (loading.current) return loading.current;
    loading.current = import("keen-slider")
      .then(async ({ default: KeenSlider }) => {
        let track = trackRef.current;
        while (track && Date.now() - lastScroll.current < SCROLL_SETTLE_MS) {
          await new Promise((resolve) => setTimeout(resolve, SCROLL_SETTLE_MS));
          track = trackRef.current;
        }
        if (!track) return null;
        const initial = nativeIndex(track);
        track.scrollLeft = 0;
        track.setAttribute("data-keen-slider-ready", "");
        slider.current = new KeenSlider(track, { ...latestCallbacks(latest.current, latest), initial });
        setReady(true);
        return slider.current;
      })
      // A failed download (offline, a new deployment) leaves the native scroll; the next use retries.
      .catch(() => {
        loading.current = null;
        return null;
      });
    return loading.current;
  }, []);

  const withSlider = useCallback(
    (action: (instance: KeenSliderInstance) => void) => {
      void load().then((instance) => {
        if (instance) action(instance);
      });
    },
    [load],
  );

  // The track scrolls natively until keen-slider runs, so keyboards must reach it (WCAG 2.1.1); the
  // arrow keys then move it a slide at a time.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      withSlider((instance) => (event.key === "ArrowLeft" ? instance.prev() : instance.next()));
    },
    [withSlider],
  );
  // One slide or none: keen-slider never runs, and its disabled mark makes the track a plain block.
  const trackProps = options.disabled
    ? { ref: trackRef, "data-keen-slider-disabled": "" }
    : { ref: trackRef, tabIndex: 0, onKeyDown };

  // On the element around the track and its controls: the visitor's first sign of using it.
  const regionProps = {
    onPointerMove: load,
    onPointerDown: load,
    onTouchStart: load,
    onFocusCapture: load,
  };

  return { trackProps, regionProps, withSlider, ready };
}
