import type { HTMLAttributes } from "react";
import { CmsLink } from "~/content/CmsLink";
import type { PreparedLink } from "~/content/prepared";

type Props = Omit<HTMLAttributes<HTMLUListElement>, "children"> & {
  items: readonly { menu_link: PreparedLink }[];
  linkClassName: string;
  /** The mobile and desktop menus close when one of their links is followed. */
  onLinkClick?: () => void;
};

/** A list of the CMS's menu links, drawn by the menu's own classes (header and footer menus). */
export function MenuLinkList({ items, linkClassName, onLinkClick, ...listProps }: Props) {
  return (
    <ul {...listProps}>
      {items.map((item, index) => (
        <li key={index}>
          <CmsLink link={item.menu_link} styled={false} className={linkClassName} onClick={onLinkClick} />
        </li>
      ))}
    </ul>
  );
}
