import { useLocation, useNavigate } from "@remix-run/react";
import { Suspense, lazy, useEffect, useRef, useState, type RefObject } from "react";
import { INTERNAL_QUERY_PARAMS, isCarriedQueryValue } from "~/content/link-href";
import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { routePath } from "~/i18n/routes";
import { useHydrated } from "~/lib/use-hydrated";
import { useMediaQuery } from "~/lib/use-media-query";
import {
  DEFAULT_PRICE_STEPS,
  filtersFromQuery,
  filtersToQuery,
  moreCriteriaCount,
  type SearchFilters,
} from "~/search/filters";
import type { FilterOptions } from "~/search/options";
import type { Choice } from "~/search/tags";
import { Dropdown } from "~/ui/Dropdown";
import { useSearchHref } from "../../properties/parts/use-search-href";
import { fetchFilterOptionsOnce } from "./filter-options";
import styles from "./HeroSearchBar.module.css";

// The overlay's code (filter fields, tags, price slider) loads when it is first wanted, not with the page.
const loadOverlay = () => import("~/search/FilterOverlay");
const FilterOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.FilterOverlay })));

/** Spec 2 §9: the bar scrolls into view this long after the dropdown opens. */
export const DROPDOWN_SCROLL_DELAY_MS = 150;
/** Below md the municipality dropdown gives way to the filter overlay (spec 2 §2). */
export const SMALL_SCREEN_QUERY = "(max-width: 767.98px)";

type Props = {
  /** The municipalities the server had (null when the core API could not answer). */
  municipalities: Choice[] | null;
  /** The bar's element: the search filters are fetched once it enters the viewport. */
  barRef: RefObject<HTMLElement>;
};

/**
 * The Find tab (spec 2 §2): municipality multi-select with Apply, more-criteria count opening the
 * filter overlay, and Find to the properties-search route keeping the internal query parameters.
 * Without JavaScript it is a plain GET form to the search page.
 */
export function FindForm({ municipalities, barRef }: Props) {
  const { t, locale } = useT("properties");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [filters, setFilters] = useState<SearchFilters>(() =>
    filtersFromQuery(new URLSearchParams(location.search)),
  );
  const [options, setOptions] = useState<FilterOptions>({
    municipalities: municipalities ?? [],
    types: [],
    priceSteps: DEFAULT_PRICE_STEPS,
  });
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [overlayOpen, setOverlayOpenState] = useState(false);
  // Mounted from its first opening on, so it keeps its place and its closing runs as designed.
  const [overlayWanted, setOverlayWanted] = useState(false);
  const setOverlayOpen = (open: boolean) => {
    if (open) setOverlayWanted(true);
    setOverlayOpenState(open);
  };
  const small = useMediaQuery(SMALL_SCREEN_QUERY) === true;
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>();
  const searchHref = useSearchHref(locale, filtersToQuery(filters));

  // Spec 2 §2: the search filters are fetched once the bar enters the viewport.
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const load = () =>
      fetchFilterOptionsOnce(locale).then((fetched) => {
        if (fetched) setOptions(fetched);
      });
    if (typeof IntersectionObserver === "undefined") {
      void load();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barRef, locale]);

  // Resizing to a small screen while the dropdown is open opens the overlay instead.
  useEffect(() => {
    if (small && dropdownOpen) {
      setDropdownOpen(false);
      setOverlayOpen(true);
    }
  }, [small, dropdownOpen]);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const onDropdownOpenChange = (open: boolean) => {
    if (open && window.matchMedia?.(SMALL_SCREEN_QUERY).matches) {
      setOverlayOpen(true);
      return;
    }
    setDropdownOpen(open);
    clearTimeout(scrollTimer.current);
    if (open)
      scrollTimer.current = setTimeout(
        () => barRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" }),
        DROPDOWN_SCROLL_DELAY_MS,
      );
  };

  const goToSearch = (next: SearchFilters) => {
    const query = filtersToQuery(next);
    const path = routePath("properties-search", locale);
    const current = new URLSearchParams(location.search);
    for (const name of INTERNAL_QUERY_PARAMS) {
      const value = current.get(name);
      if (value !== null && isCarriedQueryValue(name, value)) query.set(name, value);
    }
    const search = query.toString();
    navigate(search ? `${path}?${search}` : path);
  };

  const count = moreCriteriaCount(filters);
  const carried = INTERNAL_QUERY_PARAMS.flatMap((name) => {
    const value = new URLSearchParams(location.search).get(name);
    return value !== null && isCarriedQueryValue(name, value) ? [[name, value] as const] : [];
  });
  const munLabel = t("search_bar.municipalities");

  return (
    <>
      <form
        method="get"
        action={routePath("properties-search", locale)}
        role="search"
        aria-label={t("search_bar.label")}
        className={styles.find}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          goToSearch(filters);
        }}
      >
        {carried.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* One bar from the first paint: the scripted controls are the server's HTML too, so
            nothing moves when the code arrives (on intent). Without JavaScript they are hidden and
            the plain controls in <noscript> stand in. */}
        <noscript>
          <style>{`.${styles.find} noscript{display:contents}.${styles.scripted}{display:none!important}`}</style>
        </noscript>
        <div className={styles.location}>
          <div className={styles.scripted}>
            <Dropdown
              multiple
              searchable
              label={munLabel}
              hideLabel
              placeholder={t("search_bar.all_municipalities")}
              options={options.municipalities}
              value={filters.mun}
              open={dropdownOpen}
              onOpenChange={onDropdownOpenChange}
              onChange={(mun) => setFilters((current) => ({ ...current, mun: [...mun].sort() }))}
              onApply={(mun) => setFilters((current) => ({ ...current, mun: [...mun].sort() }))}
              applyLabel={t("search_bar.apply")}
              summary={(selected) =>
                selected.length === 1
                  ? selected[0].label
                  : t("search_bar.municipalities_selected", { count: selected.length })
              }
            />
          </div>
          {municipalities && municipalities.length > 0 ? (
            <noscript>
              <label className={styles.nativeField}>
                <span className="visually-hidden">{munLabel}</span>
                <select
                  name="mun"
                  multiple
                  size={4}
                  defaultValue={filters.mun}
                  className={styles.nativeSelect}
                >
                  {municipalities.map((municipality) => (
                    <option key={municipality.value} value={municipality.value}>
                      {municipality.label}
                    </option>
                  ))}
                </select>
              </label>
            </noscript>
          ) : null}
        </div>
        <button
          type="button"
          className={`${styles.more} ${styles.scripted}`}
          onClick={() => setOverlayOpen(true)}
          onPointerEnter={() => void loadOverlay()}
          onFocus={() => void loadOverlay()}
          aria-haspopup="dialog"
        >
          <Icon name="plus" />
          <span>{t("search_bar.more_criteria")}</span>
          {count > 0 ? (
            <span className={styles.count}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t("search_bar.criteria_count", { count })}</span>
            </span>
          ) : null}
        </button>
        <noscript>
          {/* Without JavaScript, the search page's own form has every criterion. */}
          <a href={searchHref} className={styles.more}>
            <span>{t("search_bar.more_criteria")}</span>
          </a>
        </noscript>
        <button type="submit" className={styles.submit}>
          <Icon name="search" />
          <span>{t("search_bar.find")}</span>
        </button>
      </form>
      {hydrated && overlayWanted ? (
        <Suspense fallback={null}>
          <FilterOverlay
            open={overlayOpen}
            onClose={() => setOverlayOpen(false)}
            filters={filters}
            options={options}
            onApply={(next) => {
              setFilters(next);
              goToSearch(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
