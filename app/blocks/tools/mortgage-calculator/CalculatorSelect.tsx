import { useNativeValue } from "~/lib/use-native-value";
import styles from "./MortgageCalculator.module.css";

type Props<T extends string | number> = {
  id: string;
  /** The GET form's parameter (mortgage-query.ts). */
  name: string;
  label: string;
  value: T;
  choices: readonly T[];
  choiceLabel: (choice: T) => string;
  onChange: (choice: T) => void;
};

/** One of the calculator's drop-down fields (property type, amortization, payment frequency). */
export function CalculatorSelect<T extends string | number>({
  id,
  name,
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: Props<T>) {
  // A choice made before the page's code ran.
  useNativeValue(
    () => document.getElementById(id) as HTMLSelectElement | null,
    String(value),
    (select) => onChange(choices[select.selectedIndex]),
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(choices[event.target.selectedIndex])}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
