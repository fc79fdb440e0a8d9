import type { CircleMarker as LeafletCircleMarker, LatLngBoundsExpression } from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { CircleMarker, MapContainer, Popup, TileLayer, ZoomControl, useMap } from "react-leaflet";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { shadeColor } from "~/lib/color";
import type { PreparedOffice } from "../office";
import { OfficeDetails } from "../OfficeDetails";
import { MARKER, markerStyle, POPUP_DELAY_MS } from "~/search/map/marker-style";
import { OFFICES_FIT } from "./offices-fit";
import styles from "./OfficesMap.module.css";

type Props = {
  offices: PreparedOffice[];
  tilesUrl: string | null;
  activeId: string | null;
  hoveredId: string | null;
  onMarkerHover: (id: string | null) => void;
  onMarkerSelect: (id: string) => void;
  zoomInLabel: string;
  zoomOutLabel: string;
};

function boundsOf(offices: PreparedOffice[]): LatLngBoundsExpression {
  return offices.map((office) => [office.coords!.lat, office.coords!.lng] as [number, number]);
}

/** The accent colour of the block the map sits in, read once it is in the page. */
function useAccent(): [string, (node: HTMLElement | null) => void] {
  const [accent, setAccent] = useState("#1f4fd1");
  const ref = (node: HTMLElement | null) => {
    if (!node) return;
    const value = getComputedStyle(node).getPropertyValue("--color-accent").trim();
    if (value && value !== accent) setAccent(value);
  };
  return [accent, ref];
}

/**
 * Opens the active or hovered office's popup after the 50 ms delay (spec 3 §4, §9) and closes it
 * the same way when neither applies any more.
 */
function PopupSync({
  markers,
  activeId,
  hoveredId,
}: {
  markers: Map<string, LeafletCircleMarker>;
  activeId: string | null;
  hoveredId: string | null;
}) {
  const map = useMap();
  const target = hoveredId ?? activeId;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (target === null) {
        map.closePopup();
        return;
      }
      markers.get(target)?.openPopup();
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [map, markers, target]);
  return null;
}

/** The Leaflet map of the offices (react-leaflet), loaded only in the browser by OfficesMap. */
export default function OfficesLeaflet({
  offices,
  tilesUrl,
  activeId,
  hoveredId,
  onMarkerHover,
  onMarkerSelect,
  zoomInLabel,
  zoomOutLabel,
}: Props) {
  const markers = useRef(new Map<string, LeafletCircleMarker>()).current;
  const bounds = useMemo(() => boundsOf(offices), [offices]);
  const [accent, accentRef] = useAccent();
  const hoverColor = shadeColor(accent, MARKER.hoverShade);

  return (
    <div className={styles.map} ref={accentRef}>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [OFFICES_FIT.padding, OFFICES_FIT.padding], maxZoom: OFFICES_FIT.maxZoom }}
        className={styles.leaflet}
        zoomControl={false}
        attributionControl={false}
        scrollWheelZoom={false}
        keyboard={false}
      >
        {tilesUrl ? <TileLayer url={tilesUrl} /> : null}
        <ZoomControl position="topright" zoomInTitle={zoomInLabel} zoomOutTitle={zoomOutLabel} />
        {offices.map((office) => {
          const lit = office.id === hoveredId || office.id === activeId;
          return (
            <CircleMarker
              key={office.id}
              center={[office.coords!.lat, office.coords!.lng]}
              ref={(marker) => {
                if (marker) markers.set(office.id, marker);
                else markers.delete(office.id);
              }}
              pathOptions={markerStyle(lit ? hoverColor : accent, lit)}
              radius={MARKER.radius}
              eventHandlers={{
                mouseover: () => onMarkerHover(office.id),
                mouseout: () => onMarkerHover(null),
                click: () => onMarkerSelect(office.id),
              }}
            >
              <Popup autoPan closeButton={false}>
                <div
                  className={styles.popup}
                  data-office-popup={office.id}
                  onMouseEnter={() => onMarkerHover(office.id)}
                  onMouseLeave={() => onMarkerHover(null)}
                >
                  {office.image ? (
                    <CmsImage image={office.image} className={styles.popupImage} sizes="280px" />
                  ) : null}
                  <CmsText field={office.name} as="strong" className={styles.popupName} />
                  <OfficeDetails details={office.details} />
                </div>
              </Popup>
            </CircleMarker>
          );
        })}
        <PopupSync markers={markers} activeId={activeId} hoveredId={hoveredId} />
      </MapContainer>
    </div>
  );
}
