import { forwardRef } from "react";
import type { WizardValues } from "./engine";
import styles from "./Wizard.module.css";

/** The answers of the other steps, posted again with this one (how the wizard works without JavaScript). */
export function CarriedValues({ values, skip }: { values: WizardValues; skip: Set<string> }) {
  return (
    <>
      {Object.entries(values).flatMap(([name, value]) =>
        skip.has(name)
          ? []
          : (Array.isArray(value) ? value : [value]).map((item, index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
            )),
      )}
    </>
  );
}

type ProgressProps = { step: number; last: number; label: string };

/** The step's progress bar, the top of each step (what a step change brings into view). */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { step, last, label },
  ref,
) {
  return (
    <div
      ref={ref}
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={last}
      aria-valuenow={step}
      aria-valuetext={label}
    >
      <div className={styles.progressFill} style={{ width: `${(step / last) * 100}%` }} />
    </div>
  );
});

export function PaperPlane() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
