import { HONEYPOT_FIELD } from "./form-result";
import styles from "./honeypot.module.css";

/**
 * The anti-spam field every lead form carries (contact form, modal, landing page, wizards). Bots
 * read the HTML and fill it; a visitor never can: `inert` takes it out of the tab order and refuses
 * even a script's `focus()` (a "write to" button once focused it and the visitor's typing landed
 * there, losing the lead), `aria-hidden` hides it from screen readers, and autofill skips it.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    // React 18 has no typing for `inert`; an empty string renders the bare attribute.
    <div className={styles.honeypot} aria-hidden="true" {...{ inert: "" }}>
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
