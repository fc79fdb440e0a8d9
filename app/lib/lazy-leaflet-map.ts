import leafletStyles from "leaflet/dist/leaflet.css";
import { lazy, type ComponentType } from "react";

/** A map without Leaflet's styles is better than none: past this, it renders anyway. */
const STYLESHEET_WAIT_MS = 5000;

let stylesheet: Promise<void> | undefined;

/** Adds Leaflet's stylesheet to the head once; resolves when it applies, fails, or takes too long. */
function leafletStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = leafletStyles;
    link.onload = link.onerror = () => resolve();
    window.setTimeout(resolve, STYLESHEET_WAIT_MS);
    document.head.append(link);
  });
  return stylesheet;
}

/**
 * A Leaflet map component, imported in the browser only (Leaflet touches `window` when imported),
 * that renders once Leaflet's stylesheet applies: laid out without it, the map's panes and zoom
 * buttons would jump into place when it arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyLeafletMap<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), leafletStylesheet()]).then(([module]) => module));
}
