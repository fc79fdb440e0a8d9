// The ES module build, tree-shaken (see leaflet-esm.d.ts).
import * as L from "leaflet/dist/leaflet-src.esm.js";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocale } from "~/i18n/use-t";
import { shadeColor } from "~/lib/color";
import { DEFAULT_MAP_BOUNDS, type MapBounds } from "../filters";
import { boundsOfMarkers, type MarkerSet } from "../markers";
import { formatPrice } from "~/lib/number-format";
import { MarkerCanvasLayer } from "./marker-canvas.client";
import { MARKER, POPUP_DELAY_MS } from "./marker-style";
import styles from "./SearchMap.module.css";

// Its code (and the tooltip fetch) loads with the first popup: the search page's first load has no
// bytes to spare. Until then the popup holds the placeholder's size.
const MapPopupContent = lazy(() =>
  import("./MapPopupContent").then((module) => ({ default: module.MapPopupContent })),
);

export type SearchMapProps = {
  markers: MarkerSet;
  markersReady: boolean;
  /** The bounds of the URL: the map opens on them, else on the markers, else on Canada. */
  bounds: MapBounds | null;
  tilesUrl: string | null;
  /** Whether the map takes clicks and drags (the click gateway). */
  interactive: boolean;
  /** A hovered card: its marker is highlighted and its tooltip shown. */
  hovered: string | null;
  /** A listing chosen from the list alternative: the map goes to it and opens its popup. */
  selected: string | null;
  onHover: (uls: string | null) => void;
  onSelect: (uls: string | null) => void;
  onBoundsChange: (bounds: MapBounds, byUser: boolean) => void;
  zoomInLabel: string;
  zoomOutLabel: string;
};

const toLeaflet = (bounds: MapBounds): L.LatLngBoundsExpression => [
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

function useAccent(element: HTMLElement | null) {
  const [accent, setAccent] = useState("#1f4fd1");
  useEffect(() => {
    if (!element) return;
    const value = getComputedStyle(element).getPropertyValue("--color-accent").trim();
    if (value) setAccent(value);
  }, [element]);
  return accent;
}

type Bench = { layer: MarkerCanvasLayer; map: L.Map };
declare global {
  interface Window {
    /** Set for scripts/bench/search.mjs: the live layer and map. */
    __searchMap?: Bench;
  }
}

/** The canvas markers, the popup and tooltip, the bounds reports and the gateway's switches. */
function MapContent(props: SearchMapProps & { accent: string; map: L.Map }) {
  const { markers, markersReady, bounds, interactive, hovered, selected, accent, map } = props;
  const locale = useLocale();
  const callbacks = useRef(props);
  callbacks.current = props;
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
  const indexOf = useMemo(() => new Map(markers.uls.map((uls, i) => [uls, i])), [markers]);
  const [popupUls, setPopupUls] = useState<string | null>(null);
  const [tooltipUls, setTooltipUls] = useState<string | null>(null);
  const popupNode = useMemo(() => document.createElement("div"), []);
  const popupHovered = useRef(false);
  const mapHovered = useRef<string | null>(null);
  const popupTimer = useRef(0);

  const layer = useMemo(
    () =>
      new MarkerCanvasLayer({
        color: accent,
        hoverColor: shadeColor(accent, MARKER.hoverShade),
        onHover: () => {},
        onClick: () => {},
      }),
    // One layer for the map's life; colours and handlers are updated below.
    [],
  );

  // Spec 3 §4: popups open and close after 50 ms; hover on the marker or the popup keeps it open.
  const schedulePopup = (uls: string | null) => {
    window.clearTimeout(popupTimer.current);
    popupTimer.current = window.setTimeout(() => {
      if (uls === null && popupHovered.current) return;
      setPopupUls(uls);
    }, POPUP_DELAY_MS);
  };

  layer.setHandlers(
    (index) => {
      const uls = index === null ? null : markers.uls[index];
      mapHovered.current = uls;
      callbacks.current.onHover(uls);
      schedulePopup(uls ?? (selected && popupUls === selected ? selected : null));
    },
    (index) => {
      const uls = markers.uls[index];
      callbacks.current.onSelect(uls);
      schedulePopup(uls);
    },
  );

  useEffect(() => {
    layer.addTo(map);
    window.__searchMap = { layer, map };
    return () => {
      layer.remove();
      if (window.__searchMap?.layer === layer) delete window.__searchMap;
    };
  }, [layer, map]);

  useEffect(() => layer.setColors(accent, shadeColor(accent, MARKER.hoverShade)), [layer, accent]);
  useEffect(() => layer.setMarkers(markers), [layer, markers]);

  // The initial view: the URL's bounds, else the markers once they are known, else Canada.
  useEffect(() => {
    if (fitted.current) return;
    const target = bounds ?? (markersReady ? (boundsOfMarkers(markers) ?? DEFAULT_MAP_BOUNDS) : null);
    if (!target) return;
    fitted.current = true;
    moveProgrammatically(() =>
      map.fitBounds(toLeaflet(target), { animate: false, padding: bounds ? [0, 0] : [24, 24] }),
    );
  }, [map, bounds, markers, markersReady, moveProgrammatically]);

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
    const onMoveEnd = () => {
      callbacks.current.onBoundsChange(fromLeaflet(map.getBounds()), !programmatic.current);
    };
    map.on("moveend", onMoveEnd);
    return () => {
      map.off("moveend", onMoveEnd);
    };
  }, [map]);

  // The click gateway (spec 1 §4): the map ignores gestures until it is activated.
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

  // A hovered card highlights its marker; its tooltip shows while no popup is open (spec 3 §4).
  useEffect(() => {
    const index = hovered === null ? undefined : indexOf.get(hovered);
    layer.setHighlighted(index ?? null);
    const timer = window.setTimeout(
      () => setTooltipUls(index === undefined ? null : hovered),
      POPUP_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [layer, hovered, indexOf]);

  // A listing chosen from the list alternative: the map goes there and opens its popup.
  useEffect(() => {
    if (!selected) return;
    const index = indexOf.get(selected);
    if (index === undefined) return;
    const target = L.latLng(markers.lat[index], markers.lng[index]);
    if (!map.getBounds().pad(-0.1).contains(target)) {
      moveProgrammatically(() => map.panTo(target, { animate: false }));
    }
    schedulePopup(selected);
  }, [map, selected, indexOf]);

  // The popup, rendered by React into Leaflet's popup element.
  useEffect(() => {
    const index = popupUls === null ? undefined : indexOf.get(popupUls);
    if (index === undefined) {
      map.closePopup();
      return;
    }
    const popup = L.popup({
      closeButton: true,
      autoPan: true,
      offset: [0, -MARKER.radius],
      className: styles.leafletPopup,
    })
      .setLatLng([markers.lat[index], markers.lng[index]])
      .setContent(popupNode)
      .openOn(map);
    const onEnter = () => (popupHovered.current = true);
    const onLeave = () => {
      popupHovered.current = false;
      if (mapHovered.current !== popupUls) schedulePopup(null);
    };
    popupNode.addEventListener("mouseenter", onEnter);
    popupNode.addEventListener("mouseleave", onLeave);
    const onClose = () => {
      setPopupUls((current) => (current === popupUls ? null : current));
      if (callbacks.current.selected === popupUls) callbacks.current.onSelect(null);
    };
    popup.on("remove", onClose);
    return () => {
      popupNode.removeEventListener("mouseenter", onEnter);
      popupNode.removeEventListener("mouseleave", onLeave);
      popup.off("remove", onClose);
      popupHovered.current = false;
      map.closePopup(popup);
    };
  }, [map, popupUls, indexOf, popupNode]);

  // The forced tooltip: only when no popup is open.
  useEffect(() => {
    const index = tooltipUls === null ? undefined : indexOf.get(tooltipUls);
    if (index === undefined || popupUls !== null) return;
    const price = markers.price[index];
    const tooltip = L.tooltip({
      direction: "top",
      offset: [0, -MARKER.radius * 2],
      className: styles.tooltip,
    })
      .setLatLng([markers.lat[index], markers.lng[index]])
      .setContent(price >= 0 ? formatPrice(price, locale, { decimals: 0 }) : "•")
      .addTo(map);
    return () => {
      tooltip.remove();
    };
  }, [map, tooltipUls, popupUls, indexOf, markers, locale]);

  useEffect(() => () => window.clearTimeout(popupTimer.current), []);

  return popupUls
    ? createPortal(
        <Suspense fallback={<div className={styles.popupLoading} aria-busy="true" />}>
          <MapPopupContent uls={popupUls} />
        </Suspense>,
        popupNode,
      )
    : null;
}

/**
 * The property search map, loaded only in the browser by MapPanel. Leaflet is driven directly (no
 * react-leaflet): the map, its tiles and zoom buttons are three calls, and the bytes go to the budget.
 */
export default function SearchMap(props: SearchMapProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const accent = useAccent(element);
  const initial = useRef(props.bounds ?? DEFAULT_MAP_BOUNDS);
  const labels = useRef({ zoomIn: props.zoomInLabel, zoomOut: props.zoomOutLabel });

  // A map made in a hidden pane (the list view on a phone) would take a zero size and the highest
  // zoom: it is made once its pane has a size, and follows the pane's size after that.
  const [sized, setSized] = useState(false);
  useEffect(() => {
    const node = container.current;
    if (!node || typeof ResizeObserver === "undefined") return setSized(true);
    const observer = new ResizeObserver(() => {
      if (node.clientWidth > 0 && node.clientHeight > 0) setSized(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const node = container.current;
    if (!map || !node || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth > 0) map.invalidateSize({ animate: false });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    const node = container.current;
    if (!node || !sized) return;
    const instance = L.map(node, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 3,
      maxZoom: 18,
      worldCopyJump: false,
    });
    instance.fitBounds(toLeaflet(initial.current), { animate: false });
    L.control
      .zoom({
        position: "topright",
        zoomInTitle: labels.current.zoomIn,
        zoomOutTitle: labels.current.zoomOut,
      })
      .addTo(instance);
    setMap(instance);
    return () => {
      setMap(null);
      instance.remove();
    };
  }, [sized]);

  useEffect(() => {
    if (!map || !props.tilesUrl) return;
    const tiles = L.tileLayer(props.tilesUrl).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, props.tilesUrl]);

  return (
    <div className={styles.map} ref={setElement}>
      <div ref={container} className={styles.leaflet} />
      {map ? <MapContent {...props} accent={accent} map={map} /> : null}
    </div>
  );
}
