import type { CircleMarker as LeafletCircleMarker } from "leaflet";
import { useEffect, useRef, useState } from "react";
import { TileLayer, ZoomControl, useMap } from "react-leaflet";
import { shadeColor } from "~/lib/color";
import { MARKER, markerStyle, POPUP_DELAY_MS } from "~/search/map/marker-style";

/**
 * The markers' colours (spec 3 §9): the accent of the block the map sits in, read once its element
 * (`accentRef`) is in the page, and its darker shade for a lit (hovered or opened) marker.
 */
export function useMarkerStyle() {
  const [accent, setAccent] = useState("#1f4fd1");
  const accentRef = (node: HTMLElement | null) => {
    if (!node) return;
    const value = getComputedStyle(node).getPropertyValue("--color-accent").trim();
    if (value && value !== accent) setAccent(value);
  };
  const hoverColor = shadeColor(accent, MARKER.hoverShade);
  return { accentRef, pathOptions: (lit: boolean) => markerStyle(lit ? hoverColor : accent, lit) };
}

/** The live markers by id, for `PopupSync`; `markerRef(id)` is each marker's `ref`. */
export function useMarkerRefs() {
  const markers = useRef(new Map<string, LeafletCircleMarker>()).current;
  const markerRef = (id: string) => (marker: LeafletCircleMarker | null) => {
    if (marker) markers.set(id, marker);
    else markers.delete(id);
  };
  return { markers, markerRef };
}

/** Opens the `target` marker's popup, or closes the open one, after the 50 ms delay (spec 3 §4, §9). */
export function PopupSync({
  markers,
  target,
}: {
  markers: Map<string, LeafletCircleMarker>;
  target: string | null;
}) {
  const map = useMap();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (target === null) map.closePopup();
      else markers.get(target)?.openPopup();
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [map, markers, target]);
  return null;
}

/** The tiles (none without a tiles address) and the zoom buttons, top right, every map draws. */
export function TilesAndZoom({
  tilesUrl,
  zoomInLabel,
  zoomOutLabel,
}: {
  tilesUrl: string | null;
  zoomInLabel: string;
  zoomOutLabel: string;
}) {
  return (
    <>
      {tilesUrl ? <TileLayer url={tilesUrl} /> : null}
      <ZoomControl position="topright" zoomInTitle={zoomInLabel} zoomOutTitle={zoomOutLabel} />
    </>
  );
}
