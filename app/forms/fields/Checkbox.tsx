import type { ReactNode } from "react";
import { useField } from "remix-validated-form";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy, FieldError } from "./FieldError";
import styles from "./Fields.module.css";

type Props = { name: string; id: string; label: ReactNode; value?: string; disabled?: boolean };

/** A checkbox posting `value` ("1") when checked and nothing otherwise (rules.ts `checkbox`). */
export function Checkbox({ name, id, label, value = "1", disabled }: Props) {
  const { error, getInputProps } = useField(name, { validationBehavior: FIELD_VALIDATION });
  return (
    <div className={styles.checkField}>
      <input
        className={styles.checkbox}
        {...getInputProps({ id, type: "checkbox", value, disabled, ...describedBy(id, error) })}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
