import type { CSSProperties, ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { Icon } from "./Icon";
import type { PreparedLink } from "./prepared";
import styles from "./CmsLink.module.css";

type Props = {
  link: PreparedLink;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
  "aria-label"?: string;
  "aria-current"?: "page" | undefined;
  /** Renders the format's button styles (false for plain menu links). */
  styled?: boolean;
  /**
   * What the link is about when its label alone does not say ("Learn more" on a tile): read after
   * the label by screen readers and crawlers, not shown.
   */
  about?: string;
};

const FORMAT_CLASSES: Record<string, string | undefined> = {
  "button-primary": styles.buttonPrimary,
  button: styles.buttonPrimary,
  "button-secondary": styles.buttonSecondary,
  "button-outline": styles.buttonOutline,
  "link-arrow": styles.linkArrow,
};

function LinkContent({ link, label }: { link: PreparedLink; label: ReactNode }) {
  const icon = link.icon ? (
    <Icon name={link.icon.name} path={link.icon.path} className={styles.icon} />
  ) : null;
  return (
    <>
      {link.icon?.align !== "right" ? icon : null}
      <span>{label}</span>
      {link.icon?.align === "right" ? icon : null}
    </>
  );
}

function AboutHint({ about }: { about: string }) {
  const { t } = useT("content");
  return <span className="visually-hidden">{t("link-about", { about })}</span>;
}

function NewTabHint() {
  const { t } = useT("content");
  return <span className="visually-hidden"> {t("new-tab")}</span>;
}

/**
 * A CMS link resolved on the server (spec 3 §2, §5), rendered as a plain anchor: no hooks, and it
 * works without JavaScript. The page shell handles clicks (app/shell/use-link-clicks.ts): links
 * marked `data-internal` become client-side navigations, and a "contact us" action
 * (`data-action`), which leads to the contact page without JavaScript, opens the contact modal.
 */
export function CmsLink({ link, className, children, onClick, styled = true, about, ...aria }: Props) {
  const label = children ?? link.label;
  const classes = [styled ? (FORMAT_CLASSES[link.format ?? ""] ?? styles.link) : null, className]
    .filter(Boolean)
    .join(" ");
  const style = {
    ...(link.background ? { "--link-bg": link.background } : {}),
    ...(link.color ? { "--link-color": link.color } : {}),
  } as CSSProperties;

  if (link.kind === "none" || !link.href) return label ? <span className={className}>{label}</span> : null;
  return (
    <a
      href={link.href}
      className={classes}
      style={style}
      onClick={onClick}
      {...(link.kind === "internal" ? { "data-internal": "" } : {})}
      {...(link.kind === "action" ? { "data-action": link.action, "aria-haspopup": "dialog" as const } : {})}
      {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...aria}
    >
      <LinkContent link={link} label={label} />
      {about ? <AboutHint about={about} /> : null}
      {link.newTab ? <NewTabHint /> : null}
    </a>
  );
}
