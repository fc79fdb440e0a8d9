import { Link, useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localize } from "~/i18n/localize";
import { routePath } from "~/i18n/routes";
import { useLocale } from "~/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";
import { siteAtom } from "~/state/site";
import { Icon } from "./Icon";
import { CONTACT_MODAL_ACTIONS, resolveLink } from "./link-href";
import type { LinkField } from "./schemas";
import { surfaceColors } from "./surface-colors";
import styles from "./CmsLink.module.css";

type Props = {
  link: LinkField;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
  "aria-label"?: string;
  "aria-current"?: "page" | undefined;
  /** Renders the format's button styles (false for plain menu links). */
  styled?: boolean;
};

function formatClass(type: string | null | undefined): string {
  switch (type) {
    case "button-primary":
    case "button":
      return styles.buttonPrimary;
    case "button-secondary":
      return styles.buttonSecondary;
    case "button-outline":
      return styles.buttonOutline;
    case "link-arrow":
      return styles.linkArrow;
    default:
      return styles.link;
  }
}

function paintsBackground(type: string | null | undefined): boolean {
  return type === "button-primary" || type === "button" || type === "button-secondary";
}

function runAction(action: string, link: LinkField) {
  if (CONTACT_MODAL_ACTIONS.includes(action)) {
    window.dispatchEvent(new CustomEvent("app:open-contact-modal", { detail: { source: link } }));
    return true;
  }
  console.warn(`Unknown link click action type "${action}": nothing done`);
  return false;
}

/** A CMS link (spec 3 §2, §5): router links inside the site, plain anchors outside, buttons by format. */
export function CmsLink({ link, className, children, onClick, styled = true, ...aria }: Props) {
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const location = useLocation();
  const hydrated = useHydrated();
  const { t } = useTranslation("content");
  const text = localize(link.text, locale);
  const label = children ?? text;
  const icon = link.icon ? <Icon name={link.icon.name} className={styles.icon} /> : null;
  const content = (
    <>
      {link.icon?.align !== "right" ? icon : null}
      <span>{label}</span>
      {link.icon?.align === "right" ? icon : null}
    </>
  );
  const classes = [styled ? formatClass(link.format?.type) : null, className].filter(Boolean).join(" ");
  // Only button formats paint the background, so only they need text chosen for it.
  const surface = surfaceColors(
    paintsBackground(link.format?.type) ? link.format?.bg_color : null,
    link.format?.color,
  );
  const style = {
    ...(surface.background ? { "--link-bg": surface.background } : {}),
    ...(surface.text ? { "--link-color": surface.text } : {}),
  } as CSSProperties;

  if (link.on_click_action) {
    const action = link.on_click_action;
    if (!hydrated && CONTACT_MODAL_ACTIONS.includes(action)) {
      // Until JavaScript runs (or without it) the contact modal's place is the contact page.
      return (
        <a href={routePath("contact-page", locale)} className={classes} style={style} {...aria}>
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        style={style}
        aria-label={aria["aria-label"]}
        onClick={() => {
          runAction(action, link);
          onClick?.();
        }}
      >
        {content}
      </button>
    );
  }

  const resolved = resolveLink(localize(link.url, locale), {
    locale,
    siteOrigin: site?.fullOrigin,
    currentSearch: location.search,
    target: link.target,
  });
  if (resolved.kind === "none") return label ? <span className={className}>{label}</span> : null;
  if (resolved.kind === "internal") {
    return (
      <Link to={resolved.to} className={classes} style={style} onClick={onClick} prefetch="intent" {...aria}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={resolved.href}
      className={classes}
      style={style}
      onClick={onClick}
      {...(resolved.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...aria}
    >
      {content}
      {resolved.newTab ? <span className="visually-hidden"> {t("new-tab")}</span> : null}
    </a>
  );
}
