import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { useNativeValue } from "~/lib/use-native-value";
import * as noJs from "~/search/NoJs.server";
import {
  SORT_ORDERS,
  moreCriteriaCount,
  type SearchFilters,
  type SearchView,
  type SortOrder,
} from "~/search/filters";
import type { FilterOptions } from "~/search/options";
import styles from "./PropertySearch.module.css";

// Neither the overlay nor the full dropdown is needed to show the first view: their code loads
// when the visitor reaches for them (pointer over, focus or a press), keeping the page's first-load
// JavaScript within its budget with Leaflet.
const loadOverlay = () => import("~/search/FilterOverlay");
const loadDropdown = () => import("~/ui/Dropdown");
const FilterOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.FilterOverlay })));
const Dropdown = lazy(() => loadDropdown().then((module) => ({ default: module.Dropdown })));

type Layout = { listHidden: boolean; mobileView: "list" | "map" };

type Props = {
  view: SearchView;
  options: FilterOptions;
  total: number;
  path: string;
  onFilters: (filters: SearchFilters) => void;
  onSort: (order: SortOrder) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
};

/** Spec 2 §2: below md the municipality dropdown opens the filter overlay instead. */
const SMALL_SCREEN = "(max-width: 767.98px)";

export function FilterBar({ view, options, total, path, onFilters, onSort, layout, onLayout }: Props) {
  const { t } = useT("search");
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [munOpen, setMunOpen] = useState(false);
  const [munDraft, setMunDraft] = useState(view.filters.mun);
  useEffect(() => setMunDraft(view.filters.mun), [view.filters.mun]);

  // Resizing to a small screen while the dropdown is open moves the choice to the overlay.
  useEffect(() => {
    if (!munOpen) return;
    const query = window.matchMedia(SMALL_SCREEN);
    const onChange = () => {
      if (query.matches) {
        setMunOpen(false);
        openOverlay();
      }
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [munOpen]);

  const [overlayWanted, setOverlayWanted] = useState(false);
  const [munWanted, setMunWanted] = useState(false);
  const openOverlay = () => {
    setOverlayWanted(true);
    setOverlayOpen(true);
  };

  const count = moreCriteriaCount(view.filters);
  const munLabel = t("filters.location");
  const munSummary =
    view.filters.mun.length === 0
      ? t("filters.all-municipalities")
      : view.filters.mun.length === 1
        ? (options.municipalities.find((m) => m.value === view.filters.mun[0])?.label ?? view.filters.mun[0])
        : t("ui:dropdown.selected", { count: view.filters.mun.length });
  // Looks and reads like the dropdown's own trigger; a press loads the dropdown and opens it.
  const munTrigger = (
    <div className={styles.munDropdown}>
      <button
        type="button"
        className={styles.munTrigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={`${munLabel} ${munSummary}`}
        data-placeholder={view.filters.mun.length === 0 || undefined}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => {
          if (window.matchMedia(SMALL_SCREEN).matches) return openOverlay();
          setMunWanted(true);
          setMunOpen(true);
        }}
      >
        <span>{munSummary}</span>
        <Icon name="chevron-down" />
      </button>
    </div>
  );
  // A sort chosen before the page's code ran is applied once it runs.
  const sortRef = useRef<HTMLSelectElement>(null);
  useNativeValue(
    () => sortRef.current,
    view.order_by,
    (select) => onSort(select.value as SortOrder),
  );
  const sortSelect = (
    <label className={styles.sort}>
      <span>{t("sort.label")}</span>
      <select
        ref={sortRef}
        name="order_by"
        className={styles.select}
        value={view.order_by}
        onChange={(event) => onSort(event.target.value as SortOrder)}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </select>
    </label>
  );

  // One bar from the first paint: the controls below are the server's HTML too, so nothing moves at
  // hydration. Without JavaScript they are hidden and the plain GET forms in <noscript> stand in
  // (`~/search/NoJs.server`: the browser keeps that HTML and never downloads the forms' code).
  return (
    <div className={styles.bar}>
      <noscript>
        {noJs.NoJsFilterControls ? (
          <noJs.NoJsFilterControls
            view={view}
            options={options}
            path={path}
            sortSelect={sortSelect}
            styles={styles}
          />
        ) : null}
      </noscript>
      <div className={styles.scripted}>
        {munWanted ? (
          <Suspense fallback={munTrigger}>
            <Dropdown
              multiple
              searchable
              hideLabel
              className={styles.munDropdown}
              label={t("filters.location")}
              placeholder={t("filters.all-municipalities")}
              options={options.municipalities}
              value={munDraft}
              onChange={(mun) => setMunDraft([...mun].sort())}
              open={munOpen}
              onOpenChange={(open) => {
                if (open && window.matchMedia(SMALL_SCREEN).matches) {
                  openOverlay();
                  return;
                }
                setMunOpen(open);
                // Closing keeps what is ticked and searches with it, however the dropdown closes
                // (Escape, a click outside, Tab, the button): a ticked box stays ticked, and the
                // search reloads once no dropdown is open (spec 3 §4).
                if (!open && munDraft.join() !== view.filters.mun.join())
                  onFilters({ ...view.filters, mun: munDraft });
              }}
              applyLabel={t("filters.apply")}
              // The button closes the dropdown, and closing applies the choice (above).
              onApply={() => {}}
            />
          </Suspense>
        ) : (
          munTrigger
        )}
        <button
          type="button"
          className={styles.barButton}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadOverlay()}
          onFocus={() => void loadOverlay()}
          onClick={() => openOverlay()}
        >
          <Icon name="menu" />
          {count > 0 ? t("filters.open-count", { count }) : t("filters.open")}
        </button>
        {sortSelect}
        <button
          type="button"
          className={`${styles.barButton} ${styles.largeOnly}`}
          aria-pressed={layout.listHidden}
          onClick={() => onLayout({ ...layout, listHidden: !layout.listHidden })}
        >
          {layout.listHidden ? t("view.show-list") : t("view.hide-list")}
        </button>
        <div
          className={`${styles.viewSwitch} ${styles.smallOnly}`}
          role="group"
          aria-label={t("view.switch")}
        >
          {(["list", "map"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.barButton}
              aria-pressed={layout.mobileView === mode}
              onClick={(event) => {
                onLayout({ ...layout, mobileView: mode });
                // The phone's map view fills the screen under the switch: bring the switch up.
                if (mode === "map") event.currentTarget.parentElement?.scrollIntoView({ block: "start" });
              }}
            >
              {t(`view.${mode}`)}
            </button>
          ))}
        </div>
      </div>
      {overlayWanted ? (
        <Suspense fallback={null}>
          <FilterOverlay
            open={overlayOpen}
            onClose={() => setOverlayOpen(false)}
            filters={view.filters}
            onApply={onFilters}
            options={options}
            bounds={view.bounds}
            total={total}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
