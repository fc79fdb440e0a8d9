import { useEffect, useRef, useState } from "react";
import {
  SCROLL_THROTTLE_MS,
  VELOCITY_RESET_MS,
  initialHeaderState,
  onResize,
  onScroll,
  onScrollIdle,
  startAt,
  type HeaderScrollState,
} from "./header-visibility";

/**
 * Feeds window scroll and resize events to the header visibility rules: readings throttled to
 * 100 ms (with a trailing one, so where the scroll stopped always counts), the velocity reset 150 ms
 * after the last scroll event. While `frozen` the header stays shown.
 */
export function useHeaderVisibility(getTopZone: () => number, frozen: boolean) {
  const [state, setState] = useState<HeaderScrollState>(initialHeaderState);
  const frozenRef = useRef(frozen);
  frozenRef.current = frozen;
  const topZoneRef = useRef(getTopZone);
  topZoneRef.current = getTopZone;

  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      last = performance.now();
      const reading = {
        y: window.scrollY,
        time: last,
        windowHeight: window.innerHeight,
        topZone: topZoneRef.current(),
      };
      setState((current) => {
        const next = onScroll(current, reading);
        return frozenRef.current ? { ...next, hidden: false } : next;
      });
    };
    const handleScroll = () => {
      clearTimeout(idle);
      idle = setTimeout(() => setState(onScrollIdle), VELOCITY_RESET_MS);
      const wait = SCROLL_THROTTLE_MS - (performance.now() - last);
      if (wait <= 0) sample();
      else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          sample();
        }, wait);
      }
    };
    const handleResize = () => setState((current) => onResize(current, performance.now()));
    window.addEventListener("scroll", handleScroll, { passive: true });
    window.addEventListener("resize", handleResize);
    setState((current) => startAt(current, window.scrollY));
    return () => {
      window.removeEventListener("scroll", handleScroll);
      window.removeEventListener("resize", handleResize);
      clearTimeout(trailing);
      clearTimeout(idle);
    };
  }, []);

  return { hidden: state.hidden && !frozen, scrolled: state.scrolled };
}
