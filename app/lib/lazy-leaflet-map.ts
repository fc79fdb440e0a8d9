import leafletStyles from "leaflet/dist/leaflet.css";
import leafletOverrides from "./leaflet-overrides.css";
import { lazy, type ComponentType } from "react";

/** A map without Leaflet's styles is better than none: past this, it renders anyway. */
const STYLESHEET_WAIT_MS = 5000;

let stylesheet: Promise<void> | undefined;

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Adds Leaflet's stylesheet and ours (after it) to the head once; resolves when they apply, fail,
 * or take too long.
 */
function leafletStylesheet(): Promise<void> {
  stylesheet ??= Promise.race([
    Promise.all([addStylesheet(leafletStyles), addStylesheet(leafletOverrides)]).then(() => undefined),
    new Promise<void>((resolve) => window.setTimeout(resolve, STYLESHEET_WAIT_MS)),
  ]);
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
