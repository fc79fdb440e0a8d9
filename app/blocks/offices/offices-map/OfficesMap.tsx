import { Suspense, useCallback, useState } from "react";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { lazyLeafletMap } from "~/lib/lazy-leaflet-map";
import { useHydrated } from "~/lib/use-hydrated";
import { TilePreview, type PreviewBand } from "~/ui/map/TilePreview";
import { BlockSection } from "~/theme/BlockSection";
import { FieldsHeading } from "../../parts/BlockHeading";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import { OfficeDetails } from "../OfficeDetails";
import { OfficesJsonLd } from "../OfficesJsonLd";
import type { OfficesMapData, OfficesMapFields } from "./fields.server";
import { OFFICES_FIT } from "./offices-fit";
import styles from "./OfficesMap.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** The map pane of OfficesMap.module.css per screen band: 22rem high, then 36rem beside the list. */
const MAP_BANDS: PreviewBand[] = [
  { band: "phone", pane: { width: 312, height: 352 }, halfWidth: 200 },
  { band: "tablet", pane: { width: 720, height: 352 }, halfWidth: 472 },
  { band: "desktop", pane: { width: 635, height: 576 }, halfWidth: 420 },
];

// It loads in the browser only, after hydration, over the tiles' preview.
const OfficesLeaflet = lazyLeafletMap(() => import("./OfficesLeaflet.client"));

/**
 * `offices-map` (spec 2 §2 "Offices", §5 orientation full|center): the office list tied to the map.
 * Clicking or focusing a listed office makes it active and opens its marker popup; hovering one
 * highlights its marker, and hovering a marker highlights its office. The list is the keyboard and
 * screen-reader way through the offices; the map repeats it visually.
 */
export default function OfficesMap({
  fields,
  block,
  index,
  data,
}: BlockProps<OfficesMapFields, OfficesMapData>) {
  const { t } = useT("places");
  const hydrated = useHydrated();
  const orientation = orientationOf(block, ["full", "center"] as const, "center");
  const [activeId, setActiveId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const onMarkerHover = useCallback((id: string | null) => setHoveredId(id), []);
  const onMarkerSelect = useCallback((id: string) => setActiveId(id), []);
  const mapped = fields.offices.filter((office) => office.coords);

  return (
    <BlockSection block={block} className={styles.section} data-orientation={orientation}>
      <div className={styles.heading}>
        <FieldsHeading fields={fields} first={index === 0} />
      </div>
      <div className={styles.layout}>
        <div className={styles.listPane}>
          <p className={styles.hint} id={`${block.key}-hint`}>
            {fields.offices.length > 0 ? t("places:map.hint") : t("places:offices.none")}
          </p>
          <ul className={styles.list} aria-describedby={`${block.key}-hint`}>
            {fields.offices.map((office) => {
              const active = office.id === activeId;
              const highlighted = office.id === hoveredId;
              return (
                <li
                  key={office.id}
                  className={styles.item}
                  data-active={active || undefined}
                  data-highlighted={highlighted || undefined}
                >
                  <button
                    type="button"
                    className={styles.itemButton}
                    aria-pressed={active}
                    aria-controls={office.coords ? `${block.key}-map` : undefined}
                    onClick={() => setActiveId(office.id)}
                    onFocus={() => setActiveId(office.id)}
                    onMouseEnter={() => setHoveredId(office.id)}
                    onMouseLeave={() => setHoveredId((current) => (current === office.id ? null : current))}
                  >
                    <CmsText field={office.name} className={styles.itemName} />
                    {office.coords ? null : (
                      <span className={styles.noMap}>{t("places:map.not-on-map")}</span>
                    )}
                  </button>
                  <OfficeDetails details={office.details} />
                </li>
              );
            })}
          </ul>
        </div>
        {mapped.length > 0 ? (
          <div
            className={styles.mapPane}
            id={`${block.key}-map`}
            role="region"
            aria-label={
              plainText(fields.main_title)
                ? t("places:map.label-of", { title: plainText(fields.main_title) })
                : t("places:map.label")
            }
          >
            <div className={styles.placeholder}>
              {data?.tilesUrl ? (
                <TilePreview
                  tilesUrl={data.tilesUrl}
                  points={mapped.map((office) => office.coords!)}
                  bands={MAP_BANDS}
                  fit={OFFICES_FIT}
                />
              ) : null}
            </div>
            {hydrated ? (
              <Suspense fallback={null}>
                <OfficesLeaflet
                  offices={mapped}
                  tilesUrl={data?.tilesUrl ?? null}
                  activeId={activeId}
                  hoveredId={hoveredId}
                  onMarkerHover={onMarkerHover}
                  onMarkerSelect={onMarkerSelect}
                  zoomInLabel={t("places:map.zoom-in")}
                  zoomOutLabel={t("places:map.zoom-out")}
                />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </div>
      <OfficesJsonLd offices={fields.offices} />
    </BlockSection>
  );
}
