import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { normalizeForSearch } from "./DropdownSearch";
import type { DropdownOption } from "./DropdownTypes";

const TYPEAHEAD_RESET_MS = 500;

export type StartFrom = "selected" | "first" | "last";

type ListboxOptions = {
  id: string;
  options: DropdownOption[];
  /** The options the search leaves shown. */
  visible: DropdownOption[];
  selected: string[];
  multiple: boolean;
  listRef: RefObject<HTMLDivElement>;
  searchRef: RefObject<HTMLInputElement>;
  /** Space selects on keydown in the list; its keyup then lands on the trigger, which must not reopen. */
  swallowSpaceKeyUp: { current: boolean };
  /** An enabled option was chosen (click, Enter, Space); it is already the active one. */
  onChoose: (option: DropdownOption) => void;
};

type Move = "next" | "previous" | "first" | "last";

/** The keys that move the active option, and where to. */
const MOVE_KEYS: Partial<Record<string, Move>> = {
  ArrowDown: "next",
  ArrowUp: "previous",
  Home: "first",
  End: "last",
};

/**
 * The listbox's behaviour: the active option (aria-activedescendant), the keys that move it (arrows,
 * Home, End, typeahead) and those that choose it (Enter, and Space in the list).
 */
export function useListbox(listbox: ListboxOptions) {
  const { id, options, visible, selected, multiple, listRef, searchRef, swallowSpaceKeyUp } = listbox;
  const [active, setActive] = useState<string | null>(null);
  const typeahead = useRef({ text: "", at: 0 });

  const indexOf = useMemo(() => new Map(options.map((option, index) => [option.value, index])), [options]);
  const optionIdOf = (value: string) => `${id}-option-${indexOf.get(value) ?? 0}`;
  const navigable = visible.filter((option) => !option.disabled);
  const activeOption = navigable.find((option) => option.value === active);
  const activeId = activeOption ? optionIdOf(activeOption.value) : undefined;

  const defaultActive = (from: StartFrom) => {
    const enabled = options.filter((option) => !option.disabled);
    if (from === "last") return enabled[enabled.length - 1]?.value ?? null;
    if (from === "selected") {
      const first = enabled.find((option) => selected.includes(option.value));
      if (first) return first.value;
    }
    return enabled[0]?.value ?? null;
  };

  const choose = (option: DropdownOption | undefined) => {
    if (!option || option.disabled) return;
    setActive(option.value);
    listbox.onChoose(option);
  };

  const move = (to: Move) => {
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
    const to = MOVE_KEYS[event.key];
    if (to) {
      handled();
      return move(to);
    }
    switch (event.key) {
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

  return { active, setActive, activeId, optionIdOf, defaultActive, choose, onPopupKeyDown };
}
