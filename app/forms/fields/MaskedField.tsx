import type { InputHTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { FIELD_VALIDATION } from "./behavior";
import { describedBy, FieldError } from "./FieldError";
import { MaskedInput } from "./MaskedInput";
import { PHONE_MASK, POSTAL_CODE_MASK, type MaskOptions } from "./masks";
import type { TextFieldProps } from "./TextField";
import styles from "./Fields.module.css";

type MaskedFieldProps = TextFieldProps & { mask: MaskOptions };

/**
 * A labelled text input with a mask that loads when the visitor reaches for it (MaskedInput.tsx).
 * Without JavaScript it is a plain input and the server's rule accepts what a visitor types
 * (514 555 0142, h2x1y4) and normalises it to the mask.
 */
export function MaskedField({
  name,
  label,
  id,
  required,
  hint,
  className,
  mask,
  ...input
}: MaskedFieldProps) {
  const { error, getInputProps, validate, touched } = useField(name, {
    validationBehavior: FIELD_VALIDATION,
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <MaskedInput
        className={styles.input}
        {...getInputProps<InputHTMLAttributes<HTMLInputElement>>({
          id,
          type: "text",
          required,
          ...input,
          ...describedBy(id, error, Boolean(hint)),
        })}
        mask={mask}
        // Re-validates as the visitor corrects a field already marked invalid.
        onMaskAccept={() => (touched && error ? void validate() : undefined)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The phone mask (###) ###-#### (spec 1 §9). */
export function PhoneField(props: Omit<TextFieldProps, "type">) {
  return <MaskedField mask={PHONE_MASK} type="tel" autoComplete="tel-national" inputMode="tel" {...props} />;
}

/** The postal code mask A#A #A# (spec 1 §9), in capitals. */
export function PostalCodeField(props: Omit<TextFieldProps, "type">) {
  return <MaskedField mask={POSTAL_CODE_MASK} autoComplete="postal-code" {...props} />;
}
