import { warnOnce } from "~/lib/warn-once";
import type { IconField } from "./schemas";
import { ICON_PATHS, hasIcon } from "./icons";

/** An inline SVG icon; decorative unless given a title. Unknown names draw a neutral dot. */
export function Icon({ name, className, title }: { name: string; className?: string; title?: string }) {
  const known = hasIcon(name);
  if (!known) warnOnce(`Unknown icon "${name}"`);
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
      {known ? <path d={ICON_PATHS[name]} /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}

export function CmsIcon({
  icon,
  className,
  title,
}: {
  icon: IconField | null | undefined;
  className?: string;
  title?: string;
}) {
  if (!icon) return null;
  const weight = icon.font_weight === "bold" ? 2.5 : icon.font_weight === "light" ? 1.5 : undefined;
  return (
    <span
      style={{
        color: icon.color ?? undefined,
        display: "inline-flex",
        ...(weight ? { strokeWidth: weight } : {}),
      }}
    >
      <Icon name={icon.name} className={className} title={title} />
    </span>
  );
}
