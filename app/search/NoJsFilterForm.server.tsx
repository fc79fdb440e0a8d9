import { useT } from "~/i18n/use-t";
import { FilterFields } from "./FilterFields";
import { FILTER_PARAMS, viewToQuery, type SearchView } from "./filters";
import type { FilterOptions } from "./options";

type Props = {
  view: SearchView;
  options: FilterOptions;
  path: string;
  classNames: { details: string; summary: string; form: string; submit: string };
};

/**
 * The filters as a plain GET form, for visitors without JavaScript (spec 3 §2). Server only: the
 * browser keeps this HTML as it came and never downloads the form's code (FilterBar).
 */
export function NoJsFilterForm({ view, options, path, classNames }: Props) {
  const { t } = useT("search");
  const carried = [...viewToQuery({ ...view, page: 1 })].filter(
    ([name]) => !(FILTER_PARAMS as readonly string[]).includes(name),
  );
  return (
    <details className={classNames.details}>
      <summary className={classNames.summary}>{t("filters.open")}</summary>
      <form method="get" action={path} className={classNames.form}>
        <FilterFields value={view.filters} onChange={() => {}} options={options} native />
        {carried.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={classNames.submit}>
          {t("filters.apply")}
        </button>
      </form>
    </details>
  );
}
