import type { PathOptions } from "leaflet";

/** Spec 3 §9 map markers: circle radius 4, weight 26, opacity 0.2 (0.4 hovered), hover shade 0.85. */
export const MARKER = { radius: 4, weight: 26, opacity: 0.2, hoveredOpacity: 0.4, hoverShade: 0.85 } as const;

/** Spec 3 §9: popups and tooltips open and close after 50 ms. */
export const POPUP_DELAY_MS = 50;

export function markerStyle(color: string, hovered: boolean): PathOptions {
  return {
    color,
    fillColor: color,
    fillOpacity: 1,
    weight: MARKER.weight,
    opacity: hovered ? MARKER.hoveredOpacity : MARKER.opacity,
  };
}
