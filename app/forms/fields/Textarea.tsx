import type { TextareaHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy } from "./FieldError";
import { FieldFrame } from "./FieldFrame";
import styles from "./Fields.module.css";

type Props = { name: string; id: string; label: string; required?: boolean } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "id" | "defaultValue" | "value"
>;

export function Textarea({ name, id, label, required, rows = 5, ...rest }: Props) {
  const { error, getInputProps } = useField(name, { validationBehavior: FIELD_VALIDATION });
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <textarea
        className={`${styles.input} ${styles.textarea}`}
        {...getInputProps({ id, rows, required, ...rest, ...describedBy(id, error) })}
      />
    </FieldFrame>
  );
}
