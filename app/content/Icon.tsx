import { warnOnce } from "~/lib/warn-once";
import type { PreparedIcon } from "./prepared";
import { UI_ICON_PATHS, type UiIconName } from "./ui-icons";

type Props = { className?: string; title?: string } & (
  { name: UiIconName; path?: undefined } | { name?: string; path: string | undefined }
);

/**
 * An inline SVG icon: an interface icon by name, or a CMS icon by the path the server resolved.
 * Decorative unless given a title. A CMS name no icon matches draws a neutral dot.
 */
export function Icon({ name, path, className, title }: Props) {
  const d =
    path ?? (name && Object.hasOwn(UI_ICON_PATHS, name) ? UI_ICON_PATHS[name as UiIconName] : undefined);
  if (!d) warnOnce(`Unknown icon "${name ?? ""}"`);
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {d ? <path d={d} /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}

export function CmsIcon({
  icon,
  className,
  title,
}: {
  icon: PreparedIcon | null | undefined;
  className?: string;
  title?: string;
}) {
  if (!icon) return null;
  return (
    <span
      style={{
        color: icon.color,
        display: "inline-flex",
        ...(icon.strokeWidth ? { strokeWidth: icon.strokeWidth } : {}),
      }}
    >
      <Icon name={icon.name} path={icon.path} className={className} title={title} />
    </span>
  );
}
