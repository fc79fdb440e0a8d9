import { useEffect, useRef, useState } from "react";
import { SCROLL_THROTTLE_MS, initialHeaderState, onResize, onScroll, type HeaderScrollState } from "./header-visibility";

/** Feeds window scroll and resize events, throttled to 100 ms, to the header visibility rules. */
export function useHeaderVisibility(topZone: number, frozen: boolean) {
  const [state, setState] = useState<HeaderScrollState>(initialHeaderState);
  const frozenRef = useRef(frozen);
  frozenRef.current = frozen;

  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const sample = () => {
      last = performance.now();
      setState((current) => {
        const next = onScroll(current, { y: window.scrollY, time: last, windowHeight: window.innerHeight, topZone });
        return frozenRef.current ? { ...next, hidden: false } : next;
      });
    };
    const handleScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (performance.now() - last);
      if (wait <= 0) sample();
      else if (!trailing) trailing = setTimeout(() => ((trailing = undefined), sample()), wait);
    };
    const handleResize = () => setState((current) => onResize(current, performance.now()));
    window.addEventListener("scroll", handleScroll, { passive: true });
    window.addEventListener("resize", handleResize);
    sample();
    return () => {
      window.removeEventListener("scroll", handleScroll);
      window.removeEventListener("resize", handleResize);
      if (trailing) clearTimeout(trailing);
    };
  }, [topZone]);

  return { hidden: state.hidden && !frozen, scrolled: state.scrolled };
}
