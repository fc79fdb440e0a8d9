import type { ElementType } from "react";
import type { PreparedText } from "./prepared";
import styles from "./CmsText.module.css";

type Props = { field: PreparedText | null | undefined; as?: ElementType; className?: string; id?: string };

/** A text-like CMS field, already in the visitor's language and sanitised on the server (spec 3 §5). */
export function CmsText({ field, as, className, id }: Props) {
  if (!field) return null;
  if (field.kind !== "html") {
    const Tag = as ?? (field.kind === "code" ? "code" : "span");
    return (
      <Tag id={id} className={className ? `${styles.text} ${className}` : styles.text}>
        {field.text}
      </Tag>
    );
  }
  const Tag = as ?? "div";
  const classes = [styles.rich, field.breakWords ? styles.breakWords : null, className]
    .filter(Boolean)
    .join(" ");
  return <Tag id={id} className={classes} dangerouslySetInnerHTML={{ __html: field.html }} />;
}

/** A text field's words, for an attribute (an alt text, a label) where markup has no place. */
export function plainText(field: PreparedText | null | undefined): string {
  if (!field) return "";
  if (field.kind !== "html") return field.text;
  return field.html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
