import { CmsText } from "~/content/CmsText";
import type { PreparedText } from "~/content/prepared";
import styles from "./parts.module.css";

type Props = {
  superTitle?: PreparedText | null;
  title?: PreparedText | null;
  subTitle?: PreparedText | null;
  description?: PreparedText | null;
  /** The first block of a page carries the page's h1. */
  first?: boolean;
  className?: string;
};

/** The super-title / title / subtitle / description group most blocks open with. */
export function BlockHeading({ superTitle, title, subTitle, description, first, className }: Props) {
  if (!superTitle && !title && !subTitle && !description) return null;
  return (
    <div className={[styles.heading, className].filter(Boolean).join(" ")}>
      <CmsText field={superTitle} as="p" className={styles.superTitle} />
      <CmsText field={title} as={first ? "h1" : "h2"} className={styles.title} />
      <CmsText field={subTitle} as="p" className={styles.subTitle} />
      <CmsText field={description} className={styles.description} />
    </div>
  );
}

/** The heading group fields of a block (headingFields in field-groups.server.ts). */
export type HeadingFields = {
  super_title?: PreparedText | null;
  main_title?: PreparedText | null;
  description?: PreparedText | null;
};

/** BlockHeading from a block's super_title, main_title and description. */
export function FieldsHeading({ fields, first }: { fields: HeadingFields; first: boolean }) {
  return (
    <BlockHeading
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      first={first}
    />
  );
}
