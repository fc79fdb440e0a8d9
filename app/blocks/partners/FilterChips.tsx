import styles from "./partners.module.css";

type Choice = { id: string; label: string; background?: string; color?: string };

type Props = {
  label: string;
  allLabel: string;
  choices: Choice[];
  selected: string | null;
  onSelect: (id: string | null) => void;
};

/** A one-choice filter as toggle buttons ("all" first); the pressed one is the current filter. */
export function FilterChips({ label, allLabel, choices, selected, onSelect }: Props) {
  if (choices.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {allLabel}
      </button>
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          className={styles.chip}
          aria-pressed={selected === choice.id}
          onClick={() => onSelect(choice.id)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
