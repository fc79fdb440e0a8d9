import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { FilterFields } from "./FilterFields";
import { FILTER_PARAMS, viewToQuery, type SearchView } from "./filters";
import type { FilterOptions } from "./options";

// What the search shows visitors without JavaScript (spec 3 §2), inside <noscript>. Server only:
// the browser keeps this HTML as it came and never downloads its code.

type Classes = Readonly<Record<string, string>>;

/** Hidden inputs carrying the view's other parameters through a GET form. */
function CarriedParams({ view, omit }: { view: SearchView; omit: readonly string[] }) {
  return (
    <>
      {[...viewToQuery({ ...view, page: 1 })]
        .filter(([name]) => !omit.includes(name))
        .map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** The filters and the sort as plain GET forms, in place of the bar's scripted controls. */
export function NoJsFilterControls({
  view,
  options,
  path,
  sortSelect,
  styles,
}: {
  view: SearchView;
  options: FilterOptions;
  path: string;
  sortSelect: ReactNode;
  styles: Classes;
}) {
  const { t } = useT("search");
  return (
    <>
      <style>{`.${styles.bar} > noscript{display:contents}.${styles.scripted}{display:none!important}`}</style>
      <div className={styles.noJsFilters}>
        <details className={styles.noJsDetails}>
          <summary className={styles.barButton}>{t("filters.open")}</summary>
          <form method="get" action={path} className={styles.noJsForm}>
            <FilterFields value={view.filters} onChange={() => {}} options={options} native />
            <CarriedParams view={view} omit={FILTER_PARAMS} />
            <button type="submit" className={styles.primary}>
              {t("filters.apply")}
            </button>
          </form>
        </details>
      </div>
      <form method="get" action={path} className={styles.sortForm}>
        <CarriedParams view={view} omit={["order_by"]} />
        {sortSelect}
        <button type="submit" className={styles.barButton}>
          {t("sort.apply")}
        </button>
      </form>
    </>
  );
}

/** Without JavaScript there is no map: the list takes the width. */
export function NoJsListOnly({ styles }: { styles: Classes }) {
  return (
    <style>{`.${styles.mapPane}{display:none!important}.${styles.body}{grid-template-columns:minmax(0,1fr)!important}.${styles.listPane}{display:block!important}`}</style>
  );
}
