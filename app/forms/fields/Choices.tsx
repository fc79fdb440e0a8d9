import { useField } from "remix-validated-form";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy, FieldError } from "./FieldError";
import { FieldFrame } from "./FieldFrame";
import styles from "./Fields.module.css";

export type Choice = { value: string; label: string };

type Props = {
  name: string;
  id: string;
  label: string;
  choices: Choice[];
  required?: boolean;
  disabled?: boolean;
  /** The first, empty option's text (a select with nothing chosen yet). */
  placeholder?: string;
};

/** A native select: keyboard and screen readers work without JavaScript. */
export function SelectField({ name, id, label, choices, required, disabled, placeholder }: Props) {
  const { error, getInputProps } = useField(name, { validationBehavior: FIELD_VALIDATION });
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select
        className={`${styles.input} ${styles.select}`}
        {...getInputProps({ id, required, disabled, ...describedBy(id, error) })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Radio buttons in a fieldset whose legend is the label; the error is tied to the group. */
export function RadioGroup({ name, id, label, choices, required, disabled }: Omit<Props, "placeholder">) {
  const { error, getInputProps, defaultValue } = useField(name, { validationBehavior: FIELD_VALIDATION });
  return (
    <fieldset className={styles.group} {...describedBy(id, error)} id={id}>
      <legend className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              className={styles.radio}
              {...getInputProps({ type: "radio", value: choice.value, disabled })}
              defaultChecked={defaultValue === choice.value}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
