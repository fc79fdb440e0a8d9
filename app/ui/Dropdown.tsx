import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useT } from "~/i18n/use-t";
import { Icon } from "~/content/Icon";
import styles from "./Dropdown.module.css";

export type DropdownOption = { value: string; label: string; group?: string; disabled?: boolean };

type BaseProps = {
  /** The visible label; the trigger and the list are named by it. */
  label: string;
  /** Keeps the label for assistive technology only, when the surrounding design already shows one. */
  hideLabel?: boolean;
  options: DropdownOption[];
  /** Trigger text while nothing is selected. */
  placeholder?: string;
  /** Adds a search field that filters the options by label (case and accents ignored). */
  searchable?: boolean;
  /** Submits the selection with a surrounding form, one hidden input per value. */
  name?: string;
  disabled?: boolean;
  className?: string;
  id?: string;
  /** Which edge of the trigger the list lines up with. */
  align?: "start" | "end";
  /** Controls the open state; without it the dropdown keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Replaces the default trigger text for a selection. */
  summary?: (selected: DropdownOption[]) => string;
};

type SingleProps = BaseProps & {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
};

type MultipleProps = BaseProps & {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
  /** Shows an Apply button under the list; it calls this with the selection and closes. */
  onApply?: (value: string[]) => void;
  applyLabel?: string;
};

export type DropdownProps = SingleProps | MultipleProps;

/** Folds case and accents so "montreal" finds "Montréal". */
export function normalizeForSearch(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase()
    .trim();
}

type Section = { group: string | undefined; options: DropdownOption[] };

function sectionsOf(options: DropdownOption[]): Section[] {
  const sections = new Map<string | undefined, DropdownOption[]>();
  for (const option of options) {
    const list = sections.get(option.group);
    if (list) list.push(option);
    else sections.set(option.group, [option]);
  }
  return [...sections].map(([group, list]) => ({ group, options: list }));
}

const TYPEAHEAD_RESET_MS = 500;

/**
 * A button that opens a listbox (WAI-ARIA "select-only" pattern, extended with an optional search
 * field, groups, multi-selection with checkboxes and an Apply action). Focus moves into the popup:
 * to the search field, which drives the list with aria-activedescendant, or to the list itself.
 * Enter, Space and ArrowDown open it; arrows, Home and End move; Enter (and Space in the list)
 * selects; Escape closes and returns focus to the trigger; Tab and a click outside close it.
 */
export function Dropdown(props: DropdownProps) {
  const {
    label,
    hideLabel = false,
    options,
    placeholder,
    searchable = false,
    name,
    disabled = false,
    className,
    align = "start",
    summary,
  } = props;
  const { t } = useT("ui");
  const generatedId = useId();
  const id = props.id ?? `dropdown${generatedId.replace(/:/g, "-")}`;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const multiple = props.multiple === true;
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<string | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typeahead = useRef({ text: "", at: 0 });
  // Space selects on keydown in the list; its keyup then lands on the trigger, which must not reopen.
  const swallowSpaceKeyUp = useRef(false);

  const indexOf = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const normalizedQuery = searchable ? normalizeForSearch(query) : "";
  const visible = useMemo(
    () =>
      normalizedQuery
        ? options.filter((option) => normalizeForSearch(option.label).includes(normalizedQuery))
        : options,
    [options, normalizedQuery],
  );
  const navigable = visible.filter((option) => !option.disabled);
  const activeOption = navigable.find((option) => option.value === active);
  const activeId = activeOption ? optionId(indexOf.get(activeOption.value) ?? 0) : undefined;

  const setOpen = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next);
    props.onOpenChange?.(next);
  };

  const defaultActive = (from: "selected" | "first" | "last") => {
    const enabled = options.filter((option) => !option.disabled);
    if (from === "last") return enabled[enabled.length - 1]?.value ?? null;
    if (from === "selected") {
      const first = enabled.find((option) => selected.includes(option.value));
      if (first) return first.value;
    }
    return enabled[0]?.value ?? null;
  };

  const openFrom = (from: "selected" | "first" | "last") => {
    if (disabled) return;
    setQuery("");
    setActive(defaultActive(from));
    setOpen(true);
  };

  const openRef = useRef(open);
  openRef.current = open;
  const close = (returnFocus: boolean) => {
    // Several events can close in one turn (a selection, then the blur it causes): close once.
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    setQuery("");
    if (returnFocus) triggerRef.current?.focus();
  };

  const closeRef = useRef(close);
  closeRef.current = close;

  // A controlled open (or a re-open) needs an active option, and focus must move into the popup.
  useEffect(() => {
    if (!open) return;
    setActive((current) => current ?? defaultActive("selected"));
    (searchRef.current ?? listRef.current)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || !activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [open, activeId]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [open]);

  // Escape is handled on the element itself, not through React's root listener: a surrounding
  // modal's focus trap listens on its own container and would otherwise close first.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !openRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      closeRef.current(true);
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, []);

  const choose = (option: DropdownOption | undefined) => {
    if (!option || option.disabled) return;
    setActive(option.value);
    if (props.multiple) {
      const next = selected.includes(option.value)
        ? selected.filter((value) => value !== option.value)
        : [...selected, option.value];
      props.onChange(next);
    } else {
      props.onChange(option.value);
      close(true);
    }
  };

  const move = (to: "next" | "previous" | "first" | "last") => {
    if (navigable.length === 0) return;
    const current = navigable.findIndex((option) => option.value === active);
    const last = navigable.length - 1;
    const index =
      to === "first"
        ? 0
        : to === "last"
          ? last
          : current === -1
            ? to === "next"
              ? 0
              : last
            : to === "next"
              ? Math.min(current + 1, last)
              : Math.max(current - 1, 0);
    setActive(navigable[index].value);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    swallowSpaceKeyUp.current = false;
    if (open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openFrom(event.key === "ArrowUp" ? "last" : "selected");
    }
  };

  const onTypeahead = (key: string) => {
    const now = Date.now();
    const text = (now - typeahead.current.at > TYPEAHEAD_RESET_MS ? "" : typeahead.current.text) + key;
    typeahead.current = { text, at: now };
    const wanted = normalizeForSearch(text);
    const start = navigable.findIndex((option) => option.value === active);
    // A repeated single letter cycles through the options starting with it.
    const ordered =
      text.length === 1 ? [...navigable.slice(start + 1), ...navigable.slice(0, start + 1)] : navigable;
    const match = ordered.find((option) => normalizeForSearch(option.label).startsWith(wanted));
    if (match) setActive(match.value);
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const inList = target === listRef.current;
    const inSearch = target === searchRef.current;
    if (!inList && !inSearch) return;
    const handled = () => event.preventDefault();
    switch (event.key) {
      case "ArrowDown":
        handled();
        return move("next");
      case "ArrowUp":
        handled();
        return move("previous");
      case "Home":
        handled();
        return move("first");
      case "End":
        handled();
        return move("last");
      case "Enter":
        handled();
        return choose(activeOption);
      case " ":
        // In the search field a space is part of the text ("Saint Jean").
        if (!inList) return;
        handled();
        swallowSpaceKeyUp.current = !multiple;
        return choose(activeOption);
      default:
        if (inList && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
          onTypeahead(event.key);
    }
  };

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    const wanted = normalizeForSearch(text);
    const first = options.find(
      (option) => !option.disabled && (!wanted || normalizeForSearch(option.label).includes(wanted)),
    );
    setActive(first?.value ?? null);
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    // Tab out of the popup (or Shift+Tab back onto the trigger) closes it; focus stays where it went.
    if (next && (!rootRef.current?.contains(next) || next === triggerRef.current)) close(false);
  };

  // Keeps focus on the search field or the list while options, labels and the Apply button are clicked.
  const keepFocus = (event: MouseEvent) => {
    if (event.target !== searchRef.current) event.preventDefault();
  };

  const selectedOptions = options.filter((option) => selected.includes(option.value));
  const triggerText =
    selectedOptions.length === 0
      ? (placeholder ?? t("dropdown.placeholder"))
      : summary
        ? summary(selectedOptions)
        : selectedOptions.length === 1
          ? selectedOptions[0].label
          : t("dropdown.selected", { count: selectedOptions.length });

  const renderOption = (option: DropdownOption) => {
    const index = indexOf.get(option.value) ?? 0;
    const isSelected = selected.includes(option.value);
    return (
      // The listbox owns keyboard interaction through aria-activedescendant; options are not focusable.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={option.value}
        id={optionId(index)}
        role="option"
        aria-selected={isSelected}
        aria-disabled={option.disabled || undefined}
        className={styles.option}
        data-active={option.value === active || undefined}
        onClick={() => choose(option)}
        onMouseMove={() => {
          if (!option.disabled && active !== option.value) setActive(option.value);
        }}
      >
        {multiple ? (
          <span className={styles.checkbox} aria-hidden="true">
            {isSelected ? <Icon name="check" /> : null}
          </span>
        ) : null}
        <span className={styles.optionLabel}>{option.label}</span>
        {!multiple && isSelected ? <Icon name="check" className={styles.tick} /> : null}
      </div>
    );
  };

  return (
    <div ref={rootRef} className={[styles.dropdown, className].filter(Boolean).join(" ")} onBlur={onRootBlur}>
      <span id={labelId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </span>
      <button
        ref={triggerRef}
        id={`${id}-trigger`}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${valueId}`}
        disabled={disabled}
        data-placeholder={selectedOptions.length === 0 || undefined}
        onClick={() => (open ? close(true) : openFrom("selected"))}
        onKeyDown={onTriggerKeyDown}
        onKeyUp={(event) => {
          if (event.key === " " && swallowSpaceKeyUp.current) event.preventDefault();
          swallowSpaceKeyUp.current = false;
        }}
        // While open, a press on the trigger must not blur the popup first (that would close it and
        // the click would open it again).
        onMouseDown={(event) => {
          if (open) event.preventDefault();
        }}
      >
        <span id={valueId} className={styles.value}>
          {triggerText}
        </span>
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      {/* Key handling is delegated from the search field and the list, the popup's interactive parts. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.popup}
        data-align={align}
        hidden={!open}
        onKeyDown={onPopupKeyDown}
        onMouseDown={keepFocus}
      >
        {searchable ? (
          <div className={styles.search}>
            <Icon name="search" className={styles.searchIcon} />
            <input
              ref={searchRef}
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
              onChange={onSearch}
              className={styles.searchInput}
            />
          </div>
        ) : null}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple || undefined}
          aria-activedescendant={!searchable && open ? activeId : undefined}
          tabIndex={searchable ? -1 : 0}
          className={styles.list}
          hidden={visible.length === 0}
        >
          {sectionsOf(visible).map((section, sectionIndex) =>
            section.group === undefined ? (
              section.options.map(renderOption)
            ) : (
              <div key={`group-${section.group}`} role="presentation" className={styles.section}>
                <div role="presentation" id={`${id}-group-${sectionIndex}`} className={styles.groupLabel}>
                  {section.group}
                </div>
                <div role="group" aria-labelledby={`${id}-group-${sectionIndex}`}>
                  {section.options.map(renderOption)}
                </div>
              </div>
            ),
          )}
        </div>
        {visible.length === 0 ? <p className={styles.empty}>{t("dropdown.no-results")}</p> : null}
        {searchable ? (
          <div role="status" className="visually-hidden">
            {open && normalizedQuery ? t("dropdown.results", { count: visible.length }) : ""}
          </div>
        ) : null}
        {props.multiple && props.onApply ? (
          <div className={styles.footer}>
            <button
              type="button"
              className={styles.apply}
              onClick={() => {
                props.onApply?.(props.value);
                close(true);
              }}
            >
              {props.applyLabel ?? t("dropdown.apply")}
            </button>
          </div>
        ) : null}
      </div>
      {name ? selected.map((value) => <input key={value} type="hidden" name={name} value={value} />) : null}
    </div>
  );
}
