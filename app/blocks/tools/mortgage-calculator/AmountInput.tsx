import { useEffect, useRef } from "react";
import { useNativeValue } from "~/lib/use-native-value";
import { MaskedInput } from "~/forms/fields/MaskedInput";
import type { MaskOptions } from "~/forms/fields/masks";
import { parseAmount } from "~/lib/mortgage";
import styles from "./MortgageCalculator.module.css";

type Props = {
  id: string;
  /** The GET form's parameter (mortgage-query.ts): Calculate works without JavaScript. */
  name: string;
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
};

const MASK: MaskOptions = { mask: Number, scale: 0, min: 0, max: 999_999_999_999, thousandsSeparator: " " };

/** The amount as the mask writes it, for the server's HTML and before the mask has loaded. */
const grouped = (value: number) => (value ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ") : "");

/**
 * A whole-dollar amount with thousand grouping (spec 2 §5): spaces removed, empty is 0. The mask
 * (react-imask, as every form's) loads when the visitor first reaches the field.
 */
export function AmountInput({ id, name, value, onChange, describedBy, invalid }: Props) {
  const byId = () => document.getElementById(id) as HTMLInputElement | null;
  // An amount typed before the page's code ran (the mask, once it attaches, formats it).
  useNativeValue(byId, grouped(value), (input) => onChange(parseAmount(input.value)));
  // The input is uncontrolled (the mask owns its text); a value set from outside is written in. Not
  // the first value: the server wrote it, and the visitor may have typed over it since.
  const written = useRef(value);
  useEffect(() => {
    if (written.current === value) return;
    written.current = value;
    const input = byId();
    if (input && parseAmount(input.value) !== value) input.value = grouped(value);
  }, [id, value]);
  return (
    <MaskedInput
      mask={MASK}
      id={id}
      name={name}
      className={styles.input}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={grouped(value)}
      onChange={(event) => onChange(parseAmount(event.target.value))}
      // Once the mask is on, it rewrites the text inside the input event and React's onChange can
      // miss the change: the mask's accept reports it. MaskedInput keeps the input's node to itself.
      onMaskAccept={() => {
        const input = document.getElementById(id) as HTMLInputElement | null;
        if (input) onChange(parseAmount(input.value));
      }}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
