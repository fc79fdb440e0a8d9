import type * as L from "leaflet/dist/leaflet-src.esm.js";
import { useCallback, useEffect, useRef } from "react";
import { DEFAULT_MAP_BOUNDS, type MapBounds } from "../filters";
import { boundsOfMarkers, type MarkerSet } from "../markers";

export const toLeaflet = (bounds: MapBounds): L.LatLngBoundsExpression => [
  [bounds.SouthWest_lat, bounds.SouthWest_lng],
  [bounds.NorthEast_lat, bounds.NorthEast_lng],
];

function fromLeaflet(bounds: L.LatLngBounds): MapBounds {
  return {
    NorthEast_lat: bounds.getNorth(),
    NorthEast_lng: bounds.getEast(),
    SouthWest_lat: bounds.getSouth(),
    SouthWest_lng: bounds.getWest(),
  };
}

/** How long after the visitor's last input on the map a move starting counts as theirs (the wheel's
 * zoom starts after Leaflet's 40 ms debounce, a zoom button's at once). */
const VISITOR_MOVE_WINDOW_MS = 500;

type MapViewOptions = {
  map: L.Map;
  /** The URL's bounds, if any. */
  bounds: MapBounds | null;
  markers: MarkerSet;
  markersReady: boolean;
  callbacks: { current: { onBoundsChange: (bounds: MapBounds, byUser: boolean) => void } };
};

/**
 * The map's view and the URL's bounds kept in step: the first fit, Back/forward and shared links
 * move the map, and every move is reported with whether the visitor made it. Returns the wrapper
 * for this code's own moves.
 */
export function useMapView({ map, bounds, markers, markersReady, callbacks }: MapViewOptions) {
  // Set while this code moves the map: its moves (never animated) end within the call, so their
  // `moveend` sees it. A fit asked for during the visitor's zoom animation is dropped by Leaflet
  // with no `moveend` at all, which a count of pending moves would wrongly carry to the next one.
  const programmatic = useRef(false);
  const moveProgrammatically = useCallback((move: () => void) => {
    programmatic.current = true;
    try {
      move();
    } finally {
      programmatic.current = false;
    }
  }, []);
  const fitted = useRef(false);
  const markersRef = useRef(markers);
  markersRef.current = markers;

  // The zoom buttons work from the map's first frame: a visitor who zooms before the markers arrive
  // keeps that view (the first fit would undo it, and as this code's own move it never reached the URL).
  const visitorMoved = useRef(false);
  // Whether the move under way is the visitor's. A resize fires `moveend` 200 ms later with no
  // `movestart` (Leaflet's invalidateSize): once the markers had arrived, it changed the search.
  const visitorMoving = useRef(false);
  useEffect(() => {
    const container = map.getContainer();
    // A move is the visitor's only during or just after their input on the map (a zoom button, a
    // drag, the wheel, a key): a resize moves it too (Leaflet keeps its centre), and the map view
    // opening on a phone resizes it before the markers arrive.
    let pressed = false;
    let inputUntil = 0;
    const input = () => void (inputUntil = performance.now() + VISITOR_MOVE_WINDOW_MS);
    const down = () => {
      pressed = true;
      input();
    };
    const up = () => {
      pressed = false;
      input();
    };
    const onMoveStart = () => {
      visitorMoving.current = !programmatic.current && (pressed || performance.now() < inputUntil);
      if (visitorMoving.current) visitorMoved.current = true;
    };
    const listeners = [
      ["pointerdown", down],
      ["pointerup", up],
      ["pointercancel", up],
      ["wheel", input],
      ["keydown", input],
    ] as const;
    for (const [type, listener] of listeners)
      container.addEventListener(type, listener, { capture: true, passive: true });
    map.on("movestart", onMoveStart);
    return () => {
      for (const [type, listener] of listeners)
        container.removeEventListener(type, listener, { capture: true });
      map.off("movestart", onMoveStart);
    };
  }, [map]);

  // The initial view: the URL's bounds, else the markers once they are known, else Canada.
  useEffect(() => {
    if (fitted.current) return;
    const target = bounds ?? (markersReady ? (boundsOfMarkers(markers) ?? DEFAULT_MAP_BOUNDS) : null);
    if (!target) return;
    fitted.current = true;
    if (visitorMoved.current) {
      // The search took no move before the markers: the visitor's view goes to it now.
      callbacks.current.onBoundsChange(fromLeaflet(map.getBounds()), true);
      return;
    }
    moveProgrammatically(() =>
      map.fitBounds(toLeaflet(target), { animate: false, padding: bounds ? [0, 0] : [24, 24] }),
    );
  }, [map, bounds, markers, markersReady, moveProgrammatically, callbacks]);

  // Back/forward or a shared link moves the map to the URL's bounds (or back to all the markers).
  useEffect(() => {
    if (!fitted.current) return;
    if (!bounds) {
      const all = boundsOfMarkers(markersRef.current);
      if (all && !map.getBounds().contains(toLeaflet(all))) {
        moveProgrammatically(() => map.fitBounds(toLeaflet(all), { animate: false, padding: [24, 24] }));
      }
      return;
    }
    const current = fromLeaflet(map.getBounds());
    const far = (a: number, b: number) => Math.abs(a - b) > 1e-4;
    if (
      far(current.NorthEast_lat, bounds.NorthEast_lat) ||
      far(current.SouthWest_lng, bounds.SouthWest_lng) ||
      far(current.SouthWest_lat, bounds.SouthWest_lat) ||
      far(current.NorthEast_lng, bounds.NorthEast_lng)
    ) {
      moveProgrammatically(() => map.fitBounds(toLeaflet(bounds), { animate: false }));
    }
  }, [map, bounds, moveProgrammatically]);

  useEffect(() => {
    let last: { center: L.LatLng; zoom: number } | null = null;
    const onMoveEnd = () => {
      const center = map.getCenter();
      const zoom = map.getZoom();
      // A resize keeps the centre and the zoom: its end is not a move, and it must not take the
      // visitor's mark from a move under way (a list that reloads can resize the map mid-zoom).
      const moved =
        !last ||
        zoom !== last.zoom ||
        map.latLngToContainerPoint(last.center).distanceTo(map.latLngToContainerPoint(center)) >= 1;
      if (!moved) return;
      last = { center, zoom };
      const byVisitor = visitorMoving.current && !programmatic.current;
      visitorMoving.current = false;
      callbacks.current.onBoundsChange(fromLeaflet(map.getBounds()), byVisitor);
    };
    map.on("moveend", onMoveEnd);
    return () => {
      map.off("moveend", onMoveEnd);
    };
  }, [map, callbacks]);
  return moveProgrammatically;
}

/** The click gateway (spec 1 §4): the map ignores gestures until it is activated. */
export function useClickGateway(map: L.Map, interactive: boolean) {
  useEffect(() => {
    const handlers = [
      map.dragging,
      map.scrollWheelZoom,
      map.doubleClickZoom,
      map.touchZoom,
      map.boxZoom,
      map.keyboard,
    ];
    for (const handler of handlers) {
      if (!handler) continue;
      if (interactive) handler.enable();
      else handler.disable();
    }
  }, [map, interactive]);
}
