import { Suspense, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { lazyLeafletMap } from "~/lib/lazy-leaflet-map";
import { formatPrice } from "~/lib/number-format";
import type { SearchMapProps } from "~/search/map/SearchMap.client";
import { MapGateway } from "~/ui/map/MapGateway";
import { useMapGateway } from "~/ui/map/use-map-gateway";
import type { PropertyListing } from "../parts/listing";
import styles from "./MapPanel.module.css";

// It loads in the browser only, after hydration, and only on pages with this block.
const SearchMap = lazyLeafletMap(() => import("~/search/map/SearchMap.client"));

type Props = Omit<SearchMapProps, "interactive" | "zoomInLabel" | "zoomOutLabel"> & {
  /** The listings shown in the list: the map's keyboard alternative names them. */
  listings: PropertyListing[];
  hydrated: boolean;
  /** Whether the map pane has shown yet (below lg it is hidden until the visitor opens the map view). */
  shown: boolean;
};

/**
 * The map column: a placeholder of the map's final size (nothing shifts when Leaflet arrives), the
 * click gateway (spec 1 §4: clicks are ignored until the overlay is clicked, and blocked again once
 * the map scrolls out of view), and a list of the mapped listings for keyboard and screen readers.
 */
export function MapPanel({ hydrated, listings, shown, ...mapProps }: Props) {
  const { t, locale } = useT("search");
  const frame = useRef<HTMLDivElement>(null);
  const [active, activate] = useMapGateway(frame);

  const mapped = listings.filter((listing) => listing.coords !== null);
  return (
    <div className={styles.mapColumn}>
      <div ref={frame} className={styles.mapFrame} role="region" aria-label={t("map.label")}>
        {hydrated && shown ? (
          <Suspense fallback={<div className={styles.mapPlaceholder}>{t("map.loading")}</div>}>
            <SearchMap
              {...mapProps}
              interactive={active}
              zoomInLabel={t("map.zoom-in")}
              zoomOutLabel={t("map.zoom-out")}
            />
          </Suspense>
        ) : (
          <div className={styles.mapPlaceholder} />
        )}
        {hydrated && !active ? <MapGateway onActivate={activate} /> : null}
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
                  aria-pressed={mapProps.selected === listing.uls}
                  onClick={() => mapProps.onSelect(listing.uls)}
                  onFocus={() => mapProps.onHover(listing.uls)}
                  onBlur={() => mapProps.onHover(null)}
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
