import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Dropdown } from "~/ui/Dropdown";
import type { FieldIds } from "./fields";
import styles from "./Wizard.module.css";

type Props = {
  ids: FieldIds;
  label: string;
  municipalities: string[];
  defaultValue: string[];
  invalid: boolean;
  /** Spec 3 §3: in the alert dropdown all entries sit under one group ('all cities'). */
  group?: string;
  placeholder: string;
  hint: string;
};

/**
 * Municipalities, several at once. Without JavaScript (and in the server HTML) a native multiple
 * select posts them; once React runs, the searchable dropdown takes over with the same name.
 */
export function MunicipalitiesField({
  ids,
  label,
  municipalities,
  defaultValue,
  invalid,
  group,
  placeholder,
  hint,
}: Props) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(defaultValue);
  const [tookOver, setTookOver] = useState(false);
  const id = ids.fieldId("municipalities");
  // What the visitor chose in the native select before the page's code ran is what the dropdown
  // starts with: read in the render that replaces the select, while it is still on the page.
  if (hydrated && !tookOver) {
    setTookOver(true);
    const chosen = nativeChoice(id);
    if (chosen) setSelected(chosen);
  }
  if (!hydrated)
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
          <span className={styles.requiredMark} aria-hidden="true">
            {" *"}
          </span>
        </label>
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
        <select
          id={id}
          name="municipalities"
          multiple
          size={8}
          className={`${styles.input} ${styles.multiple}`}
          defaultValue={defaultValue}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-hint`, invalid ? ids.errorId("municipalities") : null]
            .filter(Boolean)
            .join(" ")}
        >
          {municipalities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <div className={styles.field}>
      <Dropdown
        id={id}
        label={`${label} *`}
        multiple
        searchable
        name="municipalities"
        placeholder={placeholder}
        options={municipalities.map((name) => ({ value: name, label: name, group }))}
        value={selected}
        onChange={setSelected}
        className={styles.dropdown}
      />
    </div>
  );
}

/** The options chosen in the server's native select, or null where there is none. */
function nativeChoice(id: string): string[] | null {
  const select = document.getElementById(id);
  if (!(select instanceof HTMLSelectElement) || !select.multiple) return null;
  return [...select.selectedOptions].map((option) => option.value);
}
