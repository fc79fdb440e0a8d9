import { useId, useRef, useState, type Key, type ReactNode } from "react";
import { hasHiddenItems, shownItems } from "~/lib/show-first";

/**
 * The "first N, then all" list (spec 2 §4 offices and partners, spec 3 §4 rewards): the items shown,
 * the list's id and ref, and what the show-all button does.
 */
export function useShowFirst<T>(items: readonly T[], count: number) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const revealAll = () => {
    setShowAll(true);
    // The button disappears: focus moves to the first item revealed, so keyboard users keep their place.
    requestAnimationFrame(() => (listRef.current?.children[count] as HTMLElement | undefined)?.focus());
  };
  return {
    shown: shownItems(items, count, showAll),
    hasHidden: hasHiddenItems(items.length, count, showAll),
    list: { id: listId, ref: listRef },
    /** Revealed items take focus from the script only. */
    itemTabIndex: (i: number) => (i >= count ? -1 : undefined),
    revealAll,
    collapse: () => setShowAll(false),
  };
}

type ShowAllButtonProps = {
  state: Pick<ReturnType<typeof useShowFirst>, "hasHidden" | "list" | "revealAll">;
  className?: string;
  children: ReactNode;
};

/** The show-all button of a `useShowFirst` list; absent once nothing is hidden. */
export function ShowAllButton({ state, className, children }: ShowAllButtonProps) {
  if (!state.hasHidden) return null;
  return (
    <button type="button" className={className} aria-controls={state.list.id} onClick={state.revealAll}>
      {children}
    </button>
  );
}

type ShownListProps<T> = {
  state: Pick<ReturnType<typeof useShowFirst<T>>, "list" | "shown" | "itemTabIndex">;
  className: string;
  itemClassName?: string;
  keyOf: (item: T, index: number) => Key;
  children: (item: T) => ReactNode;
};

/** The items a `useShowFirst` list shows, each in its `<li>`. */
export function ShownList<T>({ state, className, itemClassName, keyOf, children }: ShownListProps<T>) {
  return (
    <ul className={className} {...state.list}>
      {state.shown.map((item, i) => (
        <li key={keyOf(item, i)} className={itemClassName} tabIndex={state.itemTabIndex(i)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
