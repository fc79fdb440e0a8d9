import type { InputHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy } from "./FieldError";
import { FieldFrame } from "./FieldFrame";
import styles from "./Fields.module.css";

export type TextFieldProps = {
  name: string;
  label: string;
  /** Defaults to `${formId}-${name}`-like ids given by the form; must be unique on the page. */
  id: string;
  required?: boolean;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "defaultValue" | "value">;

/** A labelled text input bound to remix-validated-form; the error is announced with the field. */
export function TextField({ name, label, id, required, hint, className, ...input }: TextFieldProps) {
  const { error, getInputProps } = useField(name, { validationBehavior: FIELD_VALIDATION });
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        className={styles.input}
        {...getInputProps({ id, type: "text", required, ...input, ...describedBy(id, error, Boolean(hint)) })}
      />
    </FieldFrame>
  );
}

export function EmailField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
