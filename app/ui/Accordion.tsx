import { useId, type ReactNode } from "react";
import { Icon } from "~/content/Icon";
import styles from "./Accordion.module.css";

type Item = { id: string; title: ReactNode; content: ReactNode; icon?: ReactNode };
type Props = { items: Item[]; headingLevel?: 2 | 3 | 4 | 5 | 6; allowMultiple?: boolean; className?: string };

/**
 * An accordion on native disclosure elements: keyboard and screen-reader support come from the
 * browser, and it works without JavaScript. With `allowMultiple` false the items share a `name`,
 * so opening one closes the others.
 */
export function Accordion({ items, headingLevel = 3, allowMultiple = true, className }: Props) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <details key={item.id} className={styles.item} {...(allowMultiple ? {} : { name: group })}>
          <summary className={styles.trigger}>
            {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
            <Heading className={styles.heading}>{item.title}</Heading>
            <Icon name="chevron-down" className={styles.chevron} />
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
