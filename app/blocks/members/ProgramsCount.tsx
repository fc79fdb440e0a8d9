import { useId } from "react";
import { useT } from "~/i18n/use-t";
import styles from "./members.module.css";

/**
 * The programs count with a tooltip listing the program descriptions, one per line (spec 2 §3). The
 * tooltip shows on hover and on keyboard focus with CSS alone, and describes the count for screen readers.
 */
export function ProgramsCount({ programs }: { programs: string[] }) {
  const { t } = useT("people");
  const id = useId();
  if (programs.length === 0) return null;
  const tooltipId = `${id}-programs`;
  return (
    <span className={styles.programs}>
      <button type="button" className={styles.programsCount} aria-describedby={tooltipId}>
        {t("programs", { count: programs.length })}
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {programs.map((program, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {program}
          </span>
        ))}
      </span>
    </span>
  );
}
