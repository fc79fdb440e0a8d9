import type { ReactNode } from "react";
import { MaskedInput } from "../fields/MaskedInput";
import { digitsMask, type MaskOptions } from "../fields/masks";
import styles from "./Wizard.module.css";

/** Field ids and the error each points at (the error list under the danger message). */
export type FieldIds = { fieldId(name: string): string; errorId(key: string): string };

type FieldBase = {
  ids: FieldIds;
  name: string;
  label: string;
  invalid: boolean;
  required?: boolean;
  /** Shown next to the label; spec 3 §5 marks province and country required without enforcing them. */
  markedRequired?: boolean;
  hint?: string;
};

function describedBy(ids: FieldIds, name: string, invalid: boolean, hint?: string) {
  return (
    [invalid ? ids.errorId(name) : null, hint ? `${ids.fieldId(name)}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

function Label({
  ids,
  name,
  label,
  required,
  markedRequired,
}: Pick<FieldBase, "ids" | "name" | "label" | "required" | "markedRequired">) {
  return (
    <label className={styles.label} htmlFor={ids.fieldId(name)}>
      {label}
      {required || markedRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </label>
  );
}

function Hint({ ids, name, hint }: Pick<FieldBase, "ids" | "name" | "hint">) {
  return hint ? (
    <p className={styles.hint} id={`${ids.fieldId(name)}-hint`}>
      {hint}
    </p>
  ) : null;
}

type TextProps = FieldBase & {
  defaultValue: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
  maxLength?: number;
  /** Keeps only digits, at most `digits` of them, as the visitor types (the spec's n-digit masks). */
  digits?: number;
  multiline?: boolean;
};

export function TextField(props: TextProps) {
  const { ids, name, invalid, required, hint, defaultValue, digits, multiline } = props;
  const common = {
    id: ids.fieldId(name),
    name,
    className: styles.input,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(ids, name, invalid, hint),
  };
  return (
    <div className={styles.field}>
      <Label {...props} />
      {multiline ? (
        <textarea
          {...common}
          defaultValue={defaultValue}
          maxLength={props.maxLength}
          rows={4}
          className={`${styles.input} ${styles.textarea}`}
        />
      ) : digits ? (
        <MaskedInput
          {...common}
          type="text"
          inputMode="numeric"
          pattern={`\\d{1,${digits}}`}
          maxLength={digits}
          defaultValue={defaultValue}
          autoComplete="off"
          mask={digitsMask(digits)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          defaultValue={defaultValue}
        />
      )}
      <Hint {...props} />
    </div>
  );
}

type MaskedProps = FieldBase & {
  defaultValue: string;
  mask: MaskOptions;
  autoComplete?: string;
  inputMode?: "tel" | "text";
};

/** A masked text input (masks.ts: phone, postal code); the server accepts unmasked text too. */
export function MaskedField(props: MaskedProps) {
  const { ids, name, invalid, required, hint, defaultValue, mask, autoComplete, inputMode } = props;
  return (
    <div className={styles.field}>
      <Label {...props} />
      <MaskedInput
        mask={mask}
        id={ids.fieldId(name)}
        name={name}
        type="text"
        className={styles.input}
        defaultValue={defaultValue}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, name, invalid, hint)}
      />
      <Hint {...props} />
    </div>
  );
}

type Option = { value: string; label: string };

type ChoiceProps = FieldBase & { options: Option[]; defaultValue: string };

/** A radio group in a fieldset whose legend is the question. */
export function RadioGroup({ ids, name, label, invalid, required, options, defaultValue }: ChoiceProps) {
  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      className={styles.choices}
      aria-describedby={invalid ? ids.errorId(name) : undefined}
      id={ids.fieldId(name)}
    >
      <legend className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </legend>
      <div className={styles.choiceList}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField(props: ChoiceProps & { placeholder?: string }) {
  const { ids, name, invalid, required, options, defaultValue, placeholder, hint } = props;
  return (
    <div className={styles.field}>
      <Label {...props} />
      <select
        id={ids.fieldId(name)}
        name={name}
        className={styles.input}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, name, invalid, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint {...props} />
    </div>
  );
}

export function CheckboxField({
  ids,
  name,
  defaultChecked,
  children,
}: {
  ids: FieldIds;
  name: string;
  defaultChecked: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.checkbox}>
      <input id={ids.fieldId(name)} type="checkbox" name={name} defaultChecked={defaultChecked} />
      <label htmlFor={ids.fieldId(name)}>{children}</label>
    </div>
  );
}
