import { useMemo, type ChangeEvent, type Ref } from "react";
import { useT } from "~/i18n/use-t";
import { Icon } from "~/content/Icon";
import styles from "./Dropdown.module.css";
import type { DropdownOption } from "./DropdownTypes";

/** Folds case and accents so "montreal" finds "Montréal". */
export function normalizeForSearch(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase()
    .trim();
}

/** The options whose label holds the typed text (case and accents ignored); all of them without a search. */
export function useSearchFilter(options: DropdownOption[], query: string, searchable: boolean) {
  const normalizedQuery = searchable ? normalizeForSearch(query) : "";
  const visible = useMemo(
    () =>
      normalizedQuery
        ? options.filter((option) => normalizeForSearch(option.label).includes(normalizedQuery))
        : options,
    [options, normalizedQuery],
  );
  return { normalizedQuery, visible };
}

/** The first enabled option a search text finds: the one to make active as the visitor types. */
export function firstMatch(options: DropdownOption[], text: string): DropdownOption | undefined {
  const wanted = normalizeForSearch(text);
  return options.find(
    (option) => !option.disabled && (!wanted || normalizeForSearch(option.label).includes(wanted)),
  );
}

type DropdownSearchProps = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  open: boolean;
  listId: string;
  activeId: string | undefined;
  query: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The search field: a combobox that drives the list with aria-activedescendant. */
export function DropdownSearch({
  inputRef,
  label,
  open,
  listId,
  activeId,
  query,
  onChange,
}: DropdownSearchProps) {
  const { t } = useT("ui");
  return (
    <div className={styles.search}>
      <Icon name="search" className={styles.searchIcon} />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? activeId : undefined}
        aria-label={t("dropdown.search", { label })}
        placeholder={t("dropdown.search-placeholder")}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={onChange}
        className={styles.searchInput}
      />
    </div>
  );
}
