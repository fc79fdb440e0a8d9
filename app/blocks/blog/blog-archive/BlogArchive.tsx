import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from "react";
import { useT } from "~/i18n/use-t";
import { useMediaQuery } from "~/lib/use-media-query";
import { nativeValue, useNativeValue } from "~/lib/use-native-value";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { ArticleCard, ArticleSkeleton } from "../ArticleCard";
import {
  ARTICLES_PER_PAGE,
  DEFAULT_QUERY,
  choicesOf,
  formChoices,
  isChecked,
  searchOf,
  type Order,
} from "./archive-params";
import type { BlogArchiveData, BlogArchiveFields } from "./fields.server";
import { useArchive } from "./use-archive";
import styles from "./BlogArchive.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** What the archive starts from when its server load gave nothing: it fetches once in view. */
const EMPTY: BlogArchiveData = { query: DEFAULT_QUERY, articles: [], total: 0, categories: [], failed: true };

/**
 * An archive among the page's first blocks loads its first card at once, with priority: on a phone
 * it is the only one in view, and cards loaded eagerly beside it would slow its first paint. On wider
 * screens the next cards are in view, and they load as soon as the page has (DeferredImg).
 */
const FIRST_VIEW_BLOCKS = 2;

const CategoryDropdown = lazy(() => import("./CategoryDropdown"));
const XL = "(min-width: 1200px)";

/** Whether the page is narrower than xl, watched; null until known (the server and the first render). */
function useBelowXl(): boolean | null {
  const wide = useMediaQuery(XL);
  return wide === null ? null : !wide;
}

/** True once the element has been in the viewport (spec 2 §4: the first fetch waits for it). */
function useSeen(ref: RefObject<HTMLElement>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === "undefined") return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setSeen(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** `blog-archive` (spec 2 "Blog archive"): server-rendered first page, filters that work without JS. */
export default function BlogArchive({
  block,
  fields,
  data,
  index,
}: BlockProps<BlogArchiveFields, BlogArchiveData | null>) {
  const { t, locale } = useT("blog");
  const root = useRef<HTMLDivElement>(null);
  const belowXl = useBelowXl();
  const initial = data ?? EMPTY;
  const firstView = index < FIRST_VIEW_BLOCKS;
  const archive = useArchive(initial, locale, useSeen(root));
  const { query, articles, total, categories, loading, failed } = archive;
  const hasMore = !loading && articles.length < total;
  const skeletons = !loading
    ? 0
    : articles.length === 0
      ? ARTICLES_PER_PAGE
      : Math.min(ARTICLES_PER_PAGE, Math.max(total - articles.length, 1));

  const onShowMore = (event: MouseEvent) => {
    event.preventDefault();
    archive.showMore();
  };
  // A sort or categories chosen before the page's code ran are applied, together, once it runs.
  const formRef = useRef<HTMLFormElement>(null);
  useNativeValue(
    () => formRef.current,
    formChoices(
      query,
      categories.map((category) => category.id),
    ),
    (form) => archive.adopt(choicesOf(nativeValue(form))),
  );
  // With JavaScript the filters apply by themselves; the form is the no-JavaScript way.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container} ref={root}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <form method="get" className={styles.layout} onSubmit={onSubmit} ref={formRef}>
          {categories.length > 0 ? (
            <div className={styles.categoryArea} data-dropdown={belowXl || undefined}>
              <fieldset className={styles.categories}>
                <legend className={styles.legend}>{t("categories")}</legend>
                {categories.map((category) => (
                  <label key={category.id} className={styles.category}>
                    <input
                      type="checkbox"
                      name="categories"
                      value={category.id}
                      checked={isChecked(query.categories, category.id)}
                      onChange={() => archive.toggle(category.id)}
                    />
                    <span>{category.label}</span>
                    <span className={styles.count}>({category.count})</span>
                  </label>
                ))}
              </fieldset>
              {belowXl ? (
                <Suspense fallback={null}>
                  <CategoryDropdown
                    label={t("categories")}
                    categories={categories}
                    selected={query.categories}
                    allText={t("all-categories")}
                    onChange={archive.selectFromList}
                  />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          <div className={styles.results}>
            <div className={styles.toolbar}>
              <h2 className={styles.total} aria-live="polite">
                {loading && articles.length === 0 ? t("loading") : t("count", { count: total })}
              </h2>
              <div className={styles.controls}>
                <label className={styles.sort}>
                  <span>{t("sort.label")}</span>
                  <select
                    name="order"
                    value={query.order}
                    onChange={(event) => archive.sort(event.target.value as Order)}
                  >
                    <option value="desc">{t("sort.desc")}</option>
                    <option value="asc">{t("sort.asc")}</option>
                  </select>
                </label>
                {/* Only without JavaScript: with it the filters apply by themselves, and a button that
                    left at hydration would move the list. */}
                <noscript>
                  <button type="submit" className={styles.apply}>
                    {t("apply")}
                  </button>
                </noscript>
              </div>
            </div>
            {failed && !loading ? (
              <p className={styles.message}>{t("unavailable")}</p>
            ) : !loading && total === 0 ? (
              <p className={styles.message}>{t("empty")}</p>
            ) : null}
            <ul className={styles.grid} aria-busy={loading || undefined}>
              {articles.map((article, position) => (
                <li key={article.id}>
                  <ArticleCard article={article} eager={firstView && position === 0} />
                </li>
              ))}
              {Array.from({ length: skeletons }, (_, i) => (
                <li key={`skeleton-${i}`}>
                  <ArticleSkeleton />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <a
                className={styles.more}
                href={searchOf({ ...query, page: query.page + 1 })}
                onClick={onShowMore}
              >
                {t("show-more")}
              </a>
            ) : null}
          </div>
        </form>
      </div>
    </BlockSection>
  );
}
