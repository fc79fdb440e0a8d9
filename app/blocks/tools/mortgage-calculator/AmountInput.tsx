import { IMaskInput } from "react-imask";
import { parseAmount } from "~/lib/mortgage";
import styles from "./MortgageCalculator.module.css";

type Props = {
  id: string;
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
};

/** A whole-dollar amount with thousand grouping (spec 2 §5): spaces removed, empty is 0. */
export function AmountInput({ id, value, onChange, describedBy, invalid }: Props) {
  return (
    <IMaskInput
      id={id}
      className={styles.input}
      mask={Number}
      scale={0}
      min={0}
      max={999_999_999_999}
      thousandsSeparator=" "
      inputMode="numeric"
      autoComplete="off"
      value={value ? String(value) : ""}
      unmask
      onAccept={(text: string) => onChange(parseAmount(text))}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
