import { SEARCH_RESULT_IMAGE_SIZES } from "./image-sizes";
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { formatNumber } from "~/lib/number-format";
import { routePath } from "~/i18n/routes";
import { viewToQuery, type SearchView } from "~/search/filters";
import type { ListingPage } from "~/search/listing-page";
import { PropertyCard } from "../parts/PropertyCard";
import type { PropertyListing } from "../parts/listing";
import listStyles from "./ResultsList.module.css";
import styles from "./PropertySearch.module.css";

type Props = {
  view: SearchView;
  status: "ok" | "error";
  /** The server's page of results. */
  first: PropertyListing[];
  total: number;
  /** Markers inside the map bounds, once the markers are known. */
  markerTotal: number | null;
  loading: boolean;
  hydrated: boolean;
  path: string;
  hovered: string | null;
  onHover: (uls: string | null) => void;
  pageSize: number;
};

/** Spec 2 §9 lists: the load-more trigger's root margin. */
const TRIGGER_MARGIN = "25%";
const SKELETONS = 6;

function SkeletonCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} className={listStyles.skeleton} aria-hidden="true">
          <div className={listStyles.skeletonMedia} />
          <div className={listStyles.skeletonLine} />
          <div className={listStyles.skeletonLine} data-short />
        </li>
      ))}
    </>
  );
}

/**
 * The results (spec 3 §2, §4): the server's page, then further pages of 25 as the end of the list
 * nears, while the list is shorter than the markers in the bounds and no load is under way.
 * Skeleton cards while loading; the empty state links to the contact page.
 */
export function ResultsList(props: Props) {
  const { view, status, first, total, markerTotal, loading, hydrated, path, hovered, onHover, pageSize } =
    props;
  const { t, locale } = useT("search");
  const [listings, setListings] = useState(first);
  const [page, setPage] = useState(view.page);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setListings(first);
    setPage(view.page);
    setExhausted(false);
  }, [first, view.page]);

  const offset = (view.page - 1) * pageSize;
  const wanted = Math.min(total, markerTotal ?? total);
  const canLoadMore = hydrated && !exhausted && !loading && offset + listings.length < wanted;

  const loadMore = useCallback(async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    const query = viewToQuery({ ...view, page: page + 1 });
    query.set("lang", locale);
    try {
      const response = await fetch(`/resources/properties?${query}`);
      const body = response.ok ? ((await response.json()) as ListingPage) : null;
      if (!body || body.listings.length === 0) setExhausted(true);
      else {
        setListings((current) => {
          const seen = new Set(current.map((listing) => listing.uls));
          return [...current, ...body.listings.filter((listing) => !seen.has(listing.uls))];
        });
        setPage(page + 1);
      }
    } catch {
      // Further pages have no error handling (spec 3 §8); the button stays to try again.
    } finally {
      setLoadingMore(false);
    }
  }, [loadingMore, view, page, locale]);

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || loadingMore || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: `0px 0px ${TRIGGER_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, loadingMore, loadMore]);

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (target: number) => {
    const query = viewToQuery({ ...view, page: target });
    const search = query.toString();
    return `${path}${search ? `?${search}` : ""}`;
  };

  const showEmpty = !loading && status === "ok" && listings.length === 0;
  return (
    <div className={listStyles.results}>
      <p className={listStyles.count} role="status">
        {loading
          ? t("results.loading")
          : status === "error"
            ? ""
            : t("results.count", { count: total, total: formatNumber(total, locale) })}
      </p>
      {status === "error" ? (
        <p role="alert" className={styles.message}>
          {t("results.error")}
        </p>
      ) : null}
      {showEmpty ? (
        <div className={listStyles.empty}>
          <h2 className={listStyles.emptyTitle}>{t("results.empty-title")}</h2>
          <p>{t("results.empty-text")}</p>
          <Link to={routePath("contact-page", locale)} className={styles.primary}>
            {t("results.empty-cta")}
          </Link>
        </div>
      ) : (
        <ol className={listStyles.grid} aria-label={t("results.heading")} aria-busy={loading || loadingMore}>
          {loading ? (
            <SkeletonCards count={SKELETONS} />
          ) : (
            listings.map((listing, i) => (
              <li key={listing.uls}>
                <PropertyCard
                  listing={listing}
                  highlighted={hovered === listing.uls}
                  onHover={onHover}
                  eagerImage={i === 0}
                  imageSizes={SEARCH_RESULT_IMAGE_SIZES}
                />
              </li>
            ))
          )}
          {loadingMore ? <SkeletonCards count={3} /> : null}
        </ol>
      )}
      {hydrated ? (
        canLoadMore ? (
          <div ref={sentinel} className={listStyles.more}>
            <button
              type="button"
              className={styles.barButton}
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {t("results.load-more")}
            </button>
          </div>
        ) : null
      ) : pages > 1 ? (
        <nav className={listStyles.pagination} aria-label={t("results.pagination")}>
          {view.page > 1 ? (
            <a href={pageLink(view.page - 1)} rel="prev">
              {t("results.previous-page")}
            </a>
          ) : null}
          <span>{t("results.page", { page: view.page, pages })}</span>
          {view.page < pages ? (
            <a href={pageLink(view.page + 1)} rel="next">
              {t("results.next-page")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
