import type { ElementType } from "react";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { brToNewlines, containsEmailLike, newlinesToBr, sanitizeHtml } from "~/lib/sanitize";
import type { TextField } from "./schemas";
import styles from "./CmsText.module.css";

type Props = { field: TextField | null | undefined; as?: ElementType; className?: string; id?: string };

/** Any text-like CMS field in the visitor's language (French fallback), following spec 3 §5. */
export function CmsText({ field, as, className, id }: Props) {
  const locale = useLocale();
  const value = field ? localize(field.value, locale) : undefined;
  if (!field || !value) return null;

  if (field.type === "text" || field.type === "code") {
    const Tag = as ?? (field.type === "code" ? "code" : "span");
    const text = field.type === "text" ? brToNewlines(value) : value;
    return (
      <Tag id={id} className={[styles.text, className].filter(Boolean).join(" ")}>
        {text}
      </Tag>
    );
  }

  const Tag = as ?? "div";
  const html = field.type === "textarea" ? newlinesToBr(value) : sanitizeHtml(value);
  const classes = [styles.rich, containsEmailLike(value) ? styles.breakWords : null, className]
    .filter(Boolean)
    .join(" ");
  return <Tag id={id} className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
