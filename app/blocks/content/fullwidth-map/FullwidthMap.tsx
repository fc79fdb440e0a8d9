import { Suspense, useRef } from "react";
import { plainText } from "~/content/CmsText";
import { listingPriceText } from "~/blocks/properties/parts/listing-price";
import type { Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { lazyLeafletMap } from "~/lib/lazy-leaflet-map";
import { useHydrated } from "~/lib/use-hydrated";
import { BlockSection } from "~/theme/BlockSection";
import { MapGateway } from "~/ui/map/MapGateway";
import { useMapGateway } from "~/ui/map/use-map-gateway";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import type { FullwidthMapData, FullwidthMapFields } from "./fields.server";
import type { MapItem } from "./map-items";
import styles from "./FullwidthMap.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

// It loads in the browser only, after hydration.
const PropertyMap = lazyLeafletMap(() => import("./PropertyMap.client"));

export function itemLabel(item: MapItem, locale: Locale, t: TFunction): string {
  if (item.listing)
    return [
      item.listing.address,
      listingPriceText(item.listing.price, item.listing.forSaleForRent, locale, t),
    ]
      .filter(Boolean)
      .join(" — ");
  return (
    plainText(item.popup[0]?.main_title) ||
    plainText(item.tooltip) ||
    `${item.lat.toFixed(4)}, ${item.lng.toFixed(4)}`
  );
}

function itemHref(item: MapItem): string | null {
  return item.listing?.url ?? item.popup.find((popup) => popup.link?.href)?.link?.href ?? null;
}

/** `fullwidth-map` (spec 3 §3): property map items and listings on a full-width Leaflet map. */
export default function FullwidthMap({
  fields,
  block,
  index,
  data,
}: BlockProps<FullwidthMapFields, FullwidthMapData>) {
  const { t, locale } = useT("properties");
  const hydrated = useHydrated();
  const paneRef = useRef<HTMLDivElement>(null);
  const [active, activate] = useMapGateway(paneRef);
  const title = plainText(fields.main_title);
  return (
    <BlockSection block={block} className={styles.section}>
      <BlockHeading
        title={fields.main_title}
        description={fields.description}
        first={index === 0}
        className={styles.heading}
      />
      <div
        ref={paneRef}
        className={styles.pane}
        role="region"
        aria-label={title ? t("map.label_of", { title }) : t("map.label")}
      >
        {hydrated && fields.items.length > 0 ? (
          <Suspense fallback={<div className={styles.placeholder} />}>
            <PropertyMap
              items={fields.items}
              tilesUrl={data?.tilesUrl ?? null}
              active={active}
              zoomInLabel={t("map.zoom_in")}
              zoomOutLabel={t("map.zoom_out")}
            />
          </Suspense>
        ) : (
          <div className={styles.placeholder} />
        )}
        {hydrated && !active && fields.items.length > 0 ? <MapGateway onActivate={activate} /> : null}
      </div>
      {fields.items.length > 0 ? (
        <details className={styles.list}>
          <summary>{t("map.list", { count: fields.items.length })}</summary>
          <ul>
            {fields.items.map((item) => {
              const href = itemHref(item);
              const label = itemLabel(item, locale, t);
              return <li key={item.id}>{href ? <a href={href}>{label}</a> : label}</li>;
            })}
          </ul>
        </details>
      ) : null}
    </BlockSection>
  );
}
