import { useEffect, useRef, useState } from "react";

/**
 * Whether a clamped text's box (`ref`) hides some of its lines, checked again whenever the box
 * resizes and whenever `content` changes.
 */
export function useOverflows<T extends HTMLElement>(content?: unknown) {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content]);
  return { ref, overflows };
}
