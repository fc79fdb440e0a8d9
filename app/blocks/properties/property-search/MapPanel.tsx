import { Suspense, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { lazyLeafletMap } from "~/lib/lazy-leaflet-map";
import { formatPrice } from "~/lib/number-format";
import type { MapBounds } from "~/search/filters";
import type { MarkerSet } from "~/search/markers";
import type { PropertyListing } from "../parts/listing";
import styles from "./MapPanel.module.css";

// It loads in the browser only, after hydration, and only on pages with this block.
const SearchMap = lazyLeafletMap(() => import("~/search/map/SearchMap.client"));

type Props = {
  markers: MarkerSet;
  markersReady: boolean;
  bounds: MapBounds | null;
  tilesUrl: string | null;
  /** The listings shown in the list: the map's keyboard alternative names them. */
  listings: PropertyListing[];
  hovered: string | null;
  selected: string | null;
  onHover: (uls: string | null) => void;
  onSelect: (uls: string | null) => void;
  onBoundsChange: (bounds: MapBounds, byUser: boolean) => void;
  hydrated: boolean;
  /** Whether the map pane has shown yet (below lg it is hidden until the visitor opens the map view). */
  shown: boolean;
};

/**
 * The map column: a placeholder of the map's final size (nothing shifts when Leaflet arrives), the
 * click gateway (spec 1 §4: clicks are ignored until the overlay is clicked, and blocked again once
 * the map scrolls out of view), and a list of the mapped listings for keyboard and screen readers.
 */
export function MapPanel(props: Props) {
  const { t, locale } = useT("search");
  const { hydrated, listings } = props;
  const frame = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!active || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.every((entry) => !entry.isIntersecting)) setActive(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  const mapped = listings.filter((listing) => listing.coords !== null);
  return (
    <div className={styles.mapColumn}>
      <div ref={frame} className={styles.mapFrame} role="region" aria-label={t("map.label")}>
        {hydrated && props.shown ? (
          <Suspense fallback={<div className={styles.mapPlaceholder}>{t("map.loading")}</div>}>
            <SearchMap
              markers={props.markers}
              markersReady={props.markersReady}
              bounds={props.bounds}
              tilesUrl={props.tilesUrl}
              interactive={active}
              hovered={props.hovered}
              selected={props.selected}
              onHover={props.onHover}
              onSelect={props.onSelect}
              onBoundsChange={props.onBoundsChange}
              zoomInLabel={t("map.zoom-in")}
              zoomOutLabel={t("map.zoom-out")}
            />
          </Suspense>
        ) : (
          <div className={styles.mapPlaceholder} />
        )}
        {hydrated && !active ? (
          <button type="button" className={styles.gateway} onClick={() => setActive(true)}>
            <span>{t("map.activate")}</span>
          </button>
        ) : null}
      </div>
      {hydrated && mapped.length > 0 ? (
        <details className={styles.mapList}>
          <summary>{t("map.alternative")}</summary>
          <p className={styles.mapListHint}>{t("map.alternative-hint")}</p>
          <ul>
            {mapped.map((listing) => (
              <li key={listing.uls}>
                <button
                  type="button"
                  aria-pressed={props.selected === listing.uls}
                  onClick={() => props.onSelect(listing.uls)}
                  onFocus={() => props.onHover(listing.uls)}
                  onBlur={() => props.onHover(null)}
                >
                  {t("map.marker", {
                    address: listing.address,
                    price: listing.price === null ? "" : formatPrice(listing.price, locale, { decimals: 0 }),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
