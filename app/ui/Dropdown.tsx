import {
  useEffect,
  useId,
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
import { useListbox, type StartFrom } from "./DropdownListbox";
import { DropdownOptions } from "./DropdownOptions";
import { DropdownSearch, firstMatch, useSearchFilter } from "./DropdownSearch";
import type { DropdownProps } from "./DropdownTypes";

export { normalizeForSearch } from "./DropdownSearch";
export type { DropdownOption, DropdownProps } from "./DropdownTypes";

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

  const multiple = props.multiple === true;
  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const [query, setQuery] = useState("");

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Space selects on keydown in the list; its keyup then lands on the trigger, which must not reopen.
  const swallowSpaceKeyUp = useRef(false);

  const { normalizedQuery, visible } = useSearchFilter(options, query, searchable);
  const listbox = useListbox({
    id,
    options,
    visible,
    selected,
    multiple,
    listRef,
    searchRef,
    swallowSpaceKeyUp,
    onChoose: (option) => {
      if (props.multiple) {
        const next = selected.includes(option.value)
          ? selected.filter((value) => value !== option.value)
          : [...selected, option.value];
        props.onChange(next);
      } else {
        props.onChange(option.value);
        close(true);
      }
    },
  });
  const { setActive, activeId, defaultActive, onPopupKeyDown } = listbox;

  const setOpen = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next);
    props.onOpenChange?.(next);
  };

  const openFrom = (from: StartFrom) => {
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

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    swallowSpaceKeyUp.current = false;
    if (open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openFrom(event.key === "ArrowUp" ? "last" : "selected");
    }
  };

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setActive(firstMatch(options, text)?.value ?? null);
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
          <DropdownSearch
            inputRef={searchRef}
            label={label}
            open={open}
            listId={listId}
            activeId={activeId}
            query={query}
            onChange={onSearch}
          />
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
          <DropdownOptions
            id={id}
            visible={visible}
            selected={selected}
            multiple={multiple}
            listbox={listbox}
          />
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
