import { useState, type FocusEvent } from "react";

/**
 * Whether the pointer is over a carousel or the focus inside it: its autoplay waits meanwhile. Spread
 * `holdProps` on the element around the slides and their controls.
 */
export function useHeld() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving from one control to another inside stays held.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { held: hovered || focused, holdProps };
}
