import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { useMediaQuery } from "~/lib/use-media-query";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { BlockSection } from "~/theme/BlockSection";
import type { PropertyListing } from "../parts/listing";
import {
  PAGE_SIZE,
  filtersToQuery,
  sameBounds,
  viewToQuery,
  type MapBounds,
  type SearchFilters,
  type SearchView,
  type SortOrder,
} from "~/search/filters";
import { EMPTY_MARKERS, markerSetKey, markersInBounds, type MarkerSet } from "~/search/markers";
import { saveSearch, searchAfterReset, searchToRestore } from "~/search/session";
import * as noJs from "~/search/NoJs.server";
import { useAtomValue } from "jotai";
import { siteAtom } from "~/state/site";
import * as structuredData from "~/search/structured-data.server";
import type { PropertySearchData } from "./data";
import type { PropertySearchFields } from "./fields.server";
import { FilterBar } from "./FilterBar";
import { MapPanel } from "./MapPanel";
import { ResultsList } from "./ResultsList";
import styles from "./PropertySearch.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

type Layout = { listHidden: boolean; mobileView: "list" | "map" };
/**
 * The state of the history entries this block navigates to: whether a map move made the entry, and
 * the layout it showed (the phone's map view, the hidden list), so Back from a listing opened in a
 * map popup comes back to the map, not the list.
 */
type HistoryState = { mapMove?: boolean; layout?: Layout };

/** The router's state of the browser's current history entry (it keeps a navigation's state as `usr`). */
function entryState(): HistoryState | undefined {
  return (window.history.state as { usr?: HistoryState } | null)?.usr;
}

/** Writes the layout into the current history entry, where Back and a reload find it. */
function rememberLayout(layout: Layout) {
  const entry = (window.history.state ?? {}) as { usr?: HistoryState };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, layout } }, "");
}

/**
 * Whether the browser's current history entry was made by a map move. Asked of the browser, not of
 * the rendered location: a move's entry exists before the page renders it (the router renders in a
 * transition), and a move overtaken by the next one never gets an entry.
 */
function onMapMoveEntry(): boolean {
  return entryState()?.mapMove === true;
}

/** From lg up the map pane always shows beside the list (PropertySearch.module.css). */
const MAP_BESIDE_LIST_QUERY = "(min-width: 992px)";

/** The markers of the filters (not the bounds: moving the map only changes which are visible). */
function useMarkers(filters: SearchFilters, locale: string, enabled: boolean) {
  const key = filtersToQuery(filters).toString();
  const [state, setState] = useState<{ key: string; markers: MarkerSet } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const query = filtersToQuery(filters);
    query.set("format", "map");
    query.set("lang", locale);
    fetch(`/resources/properties?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ markers: MarkerSet }>) : null))
      .then((body) => {
        // 20,000 markers to place and count: React may split that work and keep the page responsive.
        if (body) startTransition(() => setState({ key, markers: body.markers }));
      })
      .catch(() => {
        // Initial loads have no error handling (spec 3 §8): the map stays without markers.
      });
    return () => controller.abort();
    // `key` stands for the filters.
  }, [key, locale, enabled]);
  return state?.key === key ? state.markers : null;
}

/**
 * `property-search` (spec 3 §2, §4): a filter bar, the results list and the map, all driven by the
 * URL so every view can be shared and Back restores it. The first page is the server's; filters,
 * sort and map moves navigate (the page loader renders the new first page); further pages come
 * from /resources/properties as the list scrolls.
 */
export default function PropertySearch({
  block,
  fields,
  data,
  index,
}: BlockProps<PropertySearchFields, PropertySearchData | null>) {
  const { t, locale } = useT("search");
  const site = useAtomValue(siteAtom);
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const view = data?.view;

  const [layout, setLayoutState] = useState<Layout>({ listHidden: false, mobileView: "list" });
  const setLayout = useCallback((next: Layout) => {
    setLayoutState(next);
    rememberLayout(next);
  }, []);
  // The server renders the list; an entry that showed the map (Back, a reload) shows it again.
  useEffect(() => {
    const saved = entryState()?.layout;
    if (saved) setLayoutState(saved);
  }, [location.key]);

  const goTo = useCallback(
    (next: SearchView, { replace = false, state }: { replace?: boolean; state?: HistoryState } = {}) => {
      const query = viewToQuery(next, new URLSearchParams(location.search));
      const search = query.toString();
      // The new entry keeps the layout it is made from.
      navigate(`${location.pathname}${search ? `?${search}` : ""}`, {
        replace,
        state: { ...state, layout },
        preventScrollReset: true,
      });
    },
    [location.pathname, location.search, navigate, layout],
  );

  // Spec 3 §4: the search persists for the session; a visit without a search of its own resumes it.
  useEffect(() => {
    const restore = searchAfterReset(location.search) ?? searchToRestore(location.search);
    if (restore !== null)
      navigate(`${location.pathname}${restore ? `?${restore}` : ""}`, {
        replace: true,
        preventScrollReset: true,
      });
    // Once, on arrival.
  }, []);
  useEffect(() => saveSearch(location.search), [location.search]);

  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // The map, and every marker of the filters (100 KB for 2,400 listings), load once the map first
  // shows: at once beside the list, on a phone only when the visitor opens the map view.
  const beside = useMediaQuery(MAP_BESIDE_LIST_QUERY);
  const [mapShown, setMapShown] = useState(false);
  useEffect(() => {
    if (beside || layout.mobileView === "map") setMapShown(true);
  }, [beside, layout.mobileView]);

  const markers = useMarkers(view?.filters ?? ({} as SearchFilters), locale, mapShown && Boolean(view));
  const inBounds = useMemo(
    () => (markers && view ? markersInBounds(markers, view.bounds) : null),
    [markers, view],
  );

  // Spec 3 §4: moving the map changes the visible markers; when that set changes, the list reloads.
  const listMarkerKey = useRef<string | null>(null);
  useEffect(() => {
    if (markers && inBounds) listMarkerKey.current = markerSetKey(markers, inBounds);
  }, [markers, inBounds]);
  const onBoundsChange = useCallback(
    (bounds: MapBounds, byUser: boolean) => {
      // Only the visitor's own moves change the search: the map's fits follow the URL already.
      if (!view || !markers || !byUser) return;
      if (sameBounds(bounds, view.bounds)) return;
      const key = markerSetKey(markers, markersInBounds(markers, bounds));
      if (key === listMarkerKey.current) {
        // Same markers: only the shared view changes, no reload of the list is needed… but the URL
        // must still say where the map is, so Back and a shared link show this area.
        const query = viewToQuery({ ...view, bounds, page: 1 }, new URLSearchParams(location.search));
        window.history.replaceState(window.history.state, "", `${location.pathname}?${query}`);
        return;
      }
      // The first move after another change is a step Back returns to; the moves that follow it
      // replace each other, so dragging around does not fill the history.
      goTo({ ...view, bounds, page: 1 }, { replace: onMapMoveEntry(), state: { mapMove: true } });
    },
    [view, markers, goTo, location.pathname, location.search],
  );

  if (!data || !view) {
    return (
      <BlockSection block={block} className={styles.section}>
        <p role="alert" className={styles.message}>
          {t("results.error")}
        </p>
      </BlockSection>
    );
  }

  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const markerTotal = inBounds ? inBounds.length : null;

  return (
    <BlockSection block={block} className={styles.section} aria-labelledby={undefined}>
      <div className={styles.head}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <FilterBar
          view={view}
          options={data.options}
          total={data.total}
          path={location.pathname}
          onFilters={(filters: SearchFilters) => {
            goTo({ ...view, filters, page: 1 });
          }}
          onSort={(order_by: SortOrder) => {
            goTo({ ...view, order_by, page: 1 });
          }}
          layout={layout}
          onLayout={setLayout}
        />
      </div>
      <div
        className={styles.body}
        data-list-hidden={layout.listHidden || undefined}
        data-mobile-view={layout.mobileView}
      >
        <div className={styles.listPane} id={`${block.key}-list`}>
          <ResultsList
            key={viewToQuery({ ...view, page: 1 }).toString()}
            view={view}
            status={data.status}
            first={data.listings}
            total={data.total}
            markerTotal={markerTotal}
            loading={loading}
            hydrated={hydrated}
            path={location.pathname}
            hovered={hovered}
            onHover={setHovered}
            pageSize={PAGE_SIZE}
          />
        </div>
        <noscript>{noJs.NoJsListOnly ? <noJs.NoJsListOnly styles={styles} /> : null}</noscript>
        <div className={styles.mapPane} id={`${block.key}-map`}>
          <MapPanel
            markers={markers ?? EMPTY_MARKERS}
            markersReady={markers !== null}
            bounds={view.bounds}
            tilesUrl={data.tilesUrl}
            listings={data.listings}
            hovered={hovered}
            selected={selected}
            onHover={setHovered}
            onSelect={setSelected}
            onBoundsChange={onBoundsChange}
            hydrated={hydrated}
            shown={mapShown}
          />
        </div>
      </div>
      {data.listings.length > 0 ? (
        <script
          type="application/ld+json"
          // Written on the server (escaped: no listing text can close the element); the browser keeps
          // it as it came and never downloads the code that writes it.
          dangerouslySetInnerHTML={{
            __html: structuredData.listingsJsonLd
              ? structuredData.listingsJsonLd(data.listings, site?.fullOrigin ?? null)
              : "",
          }}
          suppressHydrationWarning
        />
      ) : null}
    </BlockSection>
  );
}

export type { PropertyListing };
