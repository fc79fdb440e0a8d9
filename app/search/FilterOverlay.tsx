import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { formatNumber } from "~/lib/number-format";
import { useScrollLock } from "~/state/scroll-lock";
import { useFocusTrap } from "~/ui/use-focus-trap";
import { FilterFields } from "./FilterFields";
import {
  DEFAULT_FILTERS,
  boundsToQuery,
  filtersToQuery,
  sameFilters,
  type MapBounds,
  type SearchFilters,
} from "./filters";
import type { FilterOptions } from "./options";
import { clearTag, filterTags, tagKey, tagText } from "./tags";
import styles from "./FilterOverlay.module.css";

/** Spec 2 §9. */
export const COUNT_THROTTLE_MS = 500;

type Props = {
  open: boolean;
  onClose: () => void;
  /** The applied filters; the overlay edits a copy until See results. */
  filters: SearchFilters;
  /** See results: emits the filter change (spec 2 §4); the overlay then closes. */
  onApply: (filters: SearchFilters) => void;
  options: FilterOptions;
  /** Limits the count to the map's bounds when the search has them. */
  bounds?: MapBounds | null;
  /** The count of the applied filters, shown until the first live count. */
  total?: number | null;
};

/** The result count of a filter set, through our resource route (spec 2 §7). */
async function fetchCount(
  filters: SearchFilters,
  bounds: MapBounds | null,
  locale: string,
  signal: AbortSignal,
): Promise<number | null> {
  const query = boundsToQuery(bounds, filtersToQuery(filters));
  query.set("lang", locale);
  const response = await fetch(`/resources/properties-count?${query}`, { signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { total?: unknown };
  return typeof body.total === "number" ? body.total : null;
}

/**
 * The live count of spec 2 §4: refreshed at most every 500 ms, only while the overlay is open and
 * only when the filters differ from the last set counted.
 */
function useLiveCount(
  filters: SearchFilters,
  bounds: MapBounds | null,
  open: boolean,
  locale: string,
  initial: number | null,
) {
  const [count, setCount] = useState<number | null>(initial);
  const latest = useRef(filters);
  latest.current = filters;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const counted = useRef<SearchFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastRun = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    if (counted.current && sameFilters(counted.current, filters)) return;
    if (timer.current) return;
    const run = () => {
      timer.current = null;
      lastRun.current = Date.now();
      const wanted = latest.current;
      if (counted.current && sameFilters(counted.current, wanted)) return;
      counted.current = wanted;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      fetchCount(wanted, boundsRef.current, locale, current.signal)
        .then((total) => {
          if (!current.signal.aborted && total !== null) setCount(total);
        })
        .catch(() => {
          // A failed count keeps the last one (spec 2 §8: not handled).
        });
    };
    const wait = Math.max(0, lastRun.current + COUNT_THROTTLE_MS - Date.now());
    timer.current = setTimeout(run, wait);
  }, [filters, open, locale]);

  useEffect(() => {
    if (open) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
  }, [open]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );
  return count;
}

/**
 * The filters overlay (spec 2 §2 and §4): tags, location, price range, buy/rent, type, rooms, open
 * houses, reset and see-results with the live count. Blocks page scroll and traps focus while open.
 */
export function FilterOverlay({ open, onClose, filters, onApply, options, bounds = null, total }: Props) {
  const { t, locale } = useT("search");
  const titleId = `filters-title-${useId().replace(/:/g, "")}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(filters);
  const [mounted, setMounted] = useState(false);
  const [tagsExpanded, setTagsExpanded] = useState(false);
  const [tagsOverflow, setTagsOverflow] = useState(false);
  const tagsRef = useRef<HTMLUListElement>(null);
  useEffect(() => setMounted(true), []);

  // Each opening starts from the applied filters.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) setDraft(filters);
    wasOpen.current = open;
  }, [open, filters]);

  useScrollLock("filter-overlay", open);
  useFocusTrap(dialogRef, open && mounted, onClose);
  const count = useLiveCount(draft, bounds, open, locale, total ?? null);

  const tags = filterTags(draft, options.municipalities.length);
  const context = { locale, t, municipalities: options.municipalities, types: options.types };

  useLayoutEffect(() => {
    const list = tagsRef.current;
    if (!list) return;
    setTagsOverflow(list.scrollHeight > list.clientHeight + 1);
  }, [draft, open, tagsExpanded]);

  if (!open || !mounted) return null;
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.dialog} scheme-normal`}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t("filters.title")}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui:close")}>
            <Icon name="close" />
          </button>
        </div>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
            onClose();
          }}
        >
          <div className={styles.body}>
            {tags.length > 0 ? (
              <div className={styles.tagsBox}>
                <ul
                  ref={tagsRef}
                  className={styles.tags}
                  data-expanded={tagsExpanded || undefined}
                  aria-label={t("filters.selected")}
                >
                  {tags.map((tag) => {
                    const text = tagText(tag, draft, context);
                    return (
                      <li key={tagKey(tag)}>
                        <button
                          type="button"
                          className={styles.tag}
                          aria-label={t("tags.clear", { label: text })}
                          onClick={() => setDraft((current) => clearTag(current, tag))}
                        >
                          <span>{text}</span>
                          <Icon name="close" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {tagsOverflow || tagsExpanded ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-expanded={tagsExpanded}
                    onClick={() => setTagsExpanded((value) => !value)}
                  >
                    {tagsExpanded ? t("tags.show-less") : t("tags.show-all")}
                  </button>
                ) : null}
              </div>
            ) : null}
            <FilterFields value={draft} onChange={setDraft} options={options} native={false} />
          </div>
          <div className={styles.footer}>
            <button type="button" className={styles.reset} onClick={() => setDraft({ ...DEFAULT_FILTERS })}>
              {t("filters.reset")}
            </button>
            <button type="submit" className={styles.submit}>
              {count === null
                ? t("filters.see-results")
                : t("filters.see-results-count", { count, total: formatNumber(count, locale) })}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
