import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./Tabs.module.css";

type Item = { id: string; label: ReactNode; content: ReactNode };

/** WAI-ARIA tabs with a roving tab index: arrows, Home and End move between tabs. */
export function Tabs({ label, items, className }: { label: string; items: Item[]; className?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setSelected(items[target].id);
    tabs.current[target]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => (tabs.current[index] = element)}
            type="button"
            role="tab"
            id={`${baseId}-${item.id}-tab`}
            aria-selected={selected === item.id}
            aria-controls={`${baseId}-${item.id}-panel`}
            tabIndex={selected === item.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-${item.id}-panel`}
          aria-labelledby={`${baseId}-${item.id}-tab`}
          hidden={selected !== item.id}
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
