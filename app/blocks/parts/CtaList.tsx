import { CmsLink } from "~/content/CmsLink";
import type { PreparedLink } from "~/content/prepared";
import styles from "./parts.module.css";

export function CtaList({ items, className }: { items: { cta: PreparedLink }[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <div className={[styles.ctas, className].filter(Boolean).join(" ")}>
      {items.map((item, index) => (
        <CmsLink key={index} link={item.cta} />
      ))}
    </div>
  );
}
