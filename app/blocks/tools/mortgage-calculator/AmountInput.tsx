import { useEffect } from "react";
import { parseAmount } from "~/lib/mortgage";
import { useLazyMask } from "~/ui/use-lazy-mask";
import styles from "./MortgageCalculator.module.css";

type Props = {
  id: string;
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
};

const MASK = { mask: Number, scale: 0, min: 0, max: 999_999_999_999, thousandsSeparator: " " };

/** The amount as the mask writes it, for the server's HTML and before the mask has loaded. */
const grouped = (value: number) => (value ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ") : "");

/** A whole-dollar amount with thousand grouping (spec 2 §5): spaces removed, empty is 0. */
export function AmountInput({ id, value, onChange, describedBy, invalid }: Props) {
  // Once the mask is on, it rewrites the text inside the input event and React's onChange can miss
  // the change: the mask's accept event reports it.
  const { ref, mask } = useLazyMask(MASK, (masked) => onChange(parseAmount(masked.unmaskedValue)));
  // The input is uncontrolled (the mask owns its text); a value set from outside is written in.
  useEffect(() => {
    const input = ref.current;
    if (!input || parseAmount(input.value) === value) return;
    if (mask.current) mask.current.unmaskedValue = value ? String(value) : "";
    else input.value = grouped(value);
  }, [value, ref, mask]);
  return (
    <input
      ref={ref}
      id={id}
      className={styles.input}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={grouped(value)}
      onChange={(event) => onChange(parseAmount(event.target.value))}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
