import type { LatLngBoundsExpression } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { CircleMarker, MapContainer, Popup, Tooltip, useMap } from "react-leaflet";
import { plainText } from "~/content/CmsText";
import { PopupSync, TilesAndZoom, useMarkerRefs, useMarkerStyle } from "~/ui/map/leaflet-parts.client";
import { hasPopup, type MapItem } from "./map-items";
import { MapPopup } from "./MapPopup";
import { MARKER } from "~/search/map/marker-style";
import styles from "./FullwidthMap.module.css";

type Props = {
  items: MapItem[];
  tilesUrl: string | null;
  /** False until the visitor clicks the map's gateway overlay (spec 1 §4 map click gateway). */
  active: boolean;
  zoomInLabel: string;
  zoomOutLabel: string;
};

/** Leaflet's own interactions follow the gateway: off until it is opened, off again when closed. */
function Interactions({ active }: { active: boolean }) {
  const map = useMap();
  useEffect(() => {
    const handlers = [map.dragging, map.scrollWheelZoom, map.doubleClickZoom, map.touchZoom, map.boxZoom];
    for (const handler of handlers) {
      if (active) handler.enable();
      else handler.disable();
    }
  }, [map, active]);
  return null;
}

/** The Leaflet map (react-leaflet, canvas circle markers), loaded only in the browser. */
export default function PropertyMap({ items, tilesUrl, active, zoomInLabel, zoomOutLabel }: Props) {
  const { markers, markerRef } = useMarkerRefs();
  const bounds = useMemo<LatLngBoundsExpression>(
    () => items.map((item) => [item.lat, item.lng] as [number, number]),
    [items],
  );
  const { accentRef, pathOptions } = useMarkerStyle();
  const [hovered, setHovered] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <div className={styles.map} ref={accentRef}>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [48, 48], maxZoom: 14 }}
        className={styles.leaflet}
        preferCanvas
        zoomControl={false}
        attributionControl={false}
        scrollWheelZoom={false}
        dragging={false}
        keyboard={false}
      >
        <TilesAndZoom tilesUrl={tilesUrl} zoomInLabel={zoomInLabel} zoomOutLabel={zoomOutLabel} />
        <Interactions active={active} />
        {items.map((item) => {
          const lit = item.id === hovered || item.id === opened;
          const popup = hasPopup(item);
          return (
            <CircleMarker
              key={item.id}
              center={[item.lat, item.lng]}
              radius={MARKER.radius}
              pathOptions={pathOptions(lit)}
              ref={markerRef(item.id)}
              eventHandlers={{
                mouseover: () => setHovered(item.id),
                mouseout: () => setHovered((current) => (current === item.id ? null : current)),
                popupopen: () => setOpened(item.id),
                popupclose: () => setOpened((current) => (current === item.id ? null : current)),
              }}
            >
              {popup ? (
                <Popup autoPan closeButton>
                  <div
                    onMouseEnter={() => setHovered(item.id)}
                    onMouseLeave={() => setHovered((current) => (current === item.id ? null : current))}
                  >
                    <MapPopup item={item} open={opened === item.id} />
                  </div>
                </Popup>
              ) : item.tooltip && opened === null ? (
                <Tooltip direction="top" offset={[0, -6]}>
                  {plainText(item.tooltip)}
                </Tooltip>
              ) : null}
            </CircleMarker>
          );
        })}
        <PopupSync
          markers={markers}
          target={hovered && items.some((item) => item.id === hovered && hasPopup(item)) ? hovered : null}
        />
      </MapContainer>
    </div>
  );
}
