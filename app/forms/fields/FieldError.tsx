import { useT } from "~/i18n/use-t";
import styles from "./Fields.module.css";

/** A rule's message key as text: bare keys live in `forms:errors`, `ns:key` names its own place. */
export function useErrorText() {
  const { t } = useT("forms");
  return (error: string) => (error.includes(":") ? t(error) : t(`errors.${error}`));
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {text(error)}
    </p>
  );
}

/** aria-* for an input with an error and an optional hint. */
export function describedBy(id: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}
