import type { LatLngBoundsExpression } from "leaflet";
import { useMemo } from "react";
import { CircleMarker, MapContainer, Popup } from "react-leaflet";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { PopupSync, TilesAndZoom, useMarkerRefs, useMarkerStyle } from "~/ui/map/leaflet-parts.client";
import type { PreparedOffice } from "../office";
import { OfficeDetails } from "../OfficeDetails";
import { MARKER } from "~/search/map/marker-style";
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
  const { markers, markerRef } = useMarkerRefs();
  const bounds = useMemo(() => boundsOf(offices), [offices]);
  const { accentRef, pathOptions } = useMarkerStyle();

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
        <TilesAndZoom tilesUrl={tilesUrl} zoomInLabel={zoomInLabel} zoomOutLabel={zoomOutLabel} />
        {offices.map((office) => {
          const lit = office.id === hoveredId || office.id === activeId;
          return (
            <CircleMarker
              key={office.id}
              center={[office.coords!.lat, office.coords!.lng]}
              ref={markerRef(office.id)}
              pathOptions={pathOptions(lit)}
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
        {/* The hovered office's popup, else the active one's. */}
        <PopupSync markers={markers} target={hoveredId ?? activeId} />
      </MapContainer>
    </div>
  );
}
