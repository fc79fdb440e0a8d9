import type { ReactNode } from "react";
import { FieldError } from "./FieldError";
import styles from "./Fields.module.css";

type Props = {
  id: string;
  label: string;
  required?: boolean;
  /** Shown under the label as `${id}-hint`; the control names it in its aria-describedby. */
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** The frame of one form control: its label (with the required mark), hint and announced error. */
export function FieldFrame({ id, label, required, hint, error, className, children }: Props) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")} data-field="">
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
