import { CmsLink } from "~/content/CmsLink";
import { CmsIcon } from "~/content/Icon";
import type { PreparedIcon, PreparedLink } from "~/content/prepared";

type Props = {
  items: { icon: PreparedIcon | null; link: PreparedLink }[];
  /** The block's classes for the list, each link and each icon. */
  classes: { list: string; link: string; icon?: string };
  /** The list's accessible name (the footer's social links). */
  label?: string;
};

/** A list of links drawn as their icon alone, named by their label (footer, hero-infos); nothing when empty. */
export function IconLinkList({ items, classes, label }: Props) {
  if (items.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>
          <CmsLink
            link={item.link}
            styled={false}
            className={classes.link}
            aria-label={item.link.label || undefined}
          >
            <CmsIcon icon={item.icon} className={classes.icon} />
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}
