import { useEffect, useState, type RefObject } from "react";

/**
 * The map click gateway (spec 1 §4): the map ignores clicks until its overlay is clicked, and blocks
 * again once its pane (`target`) is scrolled out of view.
 */
export function useMapGateway(target: RefObject<HTMLElement>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!open || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.every((entry) => !entry.isIntersecting)) setOpen(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, target]);
  return [open, () => setOpen(true)] as const;
}
