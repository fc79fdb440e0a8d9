import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import type { PreparedIcon, PreparedImage, PreparedLink, PreparedText } from "~/content/prepared";
import { avatarOrDefault, type AvatarContext } from "./default-avatar";
import styles from "./members.module.css";

const DEFAULT_LIST_ICON: PreparedIcon = { name: "check" };

/**
 * A member's square picture, or the default one of the brand and context (spec 3 §9); decorative,
 * as the member's name always stands beside it.
 */
export function MemberAvatar({
  avatar,
  brandVersion,
  context,
  size,
  sizes = `${size}px`,
  className,
  eager,
}: {
  avatar: PreparedImage | null | undefined;
  brandVersion: 1 | 2;
  context: AvatarContext;
  /** Width and height in CSS pixels. */
  size: number;
  sizes?: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <CmsImage
      image={avatarOrDefault(avatar, brandVersion, context)}
      alt=""
      className={className}
      sizes={sizes}
      width={size}
      height={size}
      eager={eager}
    />
  );
}

/** A member's info list (phone, languages, territory…): an icon and a text per line. */
export function InfoList({
  items,
  className,
}: {
  items: { icon?: PreparedIcon | null; description: PreparedText | null }[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={[styles.infoList, className].filter(Boolean).join(" ")}>
      {items.map((item, index) => (
        <li key={index}>
          <CmsIcon icon={item.icon ?? DEFAULT_LIST_ICON} className={styles.infoIcon} />
          <CmsText field={item.description} />
        </li>
      ))}
    </ul>
  );
}

/** Social and icon links, each named by its link text for assistive technology. */
export function IconLinks({
  items,
  name,
  className,
}: {
  items: { icon: PreparedIcon; link: PreparedLink }[];
  /** Whose links these are, added to unnamed ones. */
  name?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={[styles.socials, className].filter(Boolean).join(" ")}>
      {items.map((item, index) => (
        <li key={index}>
          <CmsLink
            link={item.link}
            styled={false}
            className={styles.social}
            aria-label={item.link.label || [item.icon.name, name].filter(Boolean).join(" – ")}
          >
            <CmsIcon icon={item.icon} />
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}
