/**
 * CMS content as components receive it: parsed, localized, sanitised and resolved on the server
 * (app/content/fields.server.ts), so the browser gets plain values and no schema or sanitiser.
 */

/** A text-like field: plain text (`text`, `code`) or HTML that the server sanitised. */
export type PreparedText =
  { kind: "text" | "code"; text: string } | { kind: "html"; html: string; breakWords: boolean };

export type PreparedImage = {
  src: string;
  alt: string;
  /** CSS object-position from the CMS centre point. */
  position: string;
  filter?: string;
};

/** A CMS icon: its name, its path data (none for an unknown name), the CMS weight and colour. */
export type PreparedIcon = { name: string; path?: string; strokeWidth?: number; color?: string };

/**
 * A link: `internal` paths navigate inside the app, `external` and `anchor` are plain anchors,
 * `action` runs a site action (the contact modal, whose page `href` serves until JavaScript runs)
 * and `none` is a label with no target (a missing or unsafe URL).
 */
export type PreparedLink = {
  kind: "internal" | "external" | "anchor" | "action" | "none";
  label: string;
  href?: string;
  newTab?: boolean;
  action?: string;
  format?: string;
  /** Button colours, already checked (`--link-bg`, `--link-color`). */
  background?: string;
  color?: string;
  icon?: { name: string; path?: string; align: "left" | "right" };
};

export type PreparedVideo = {
  type: "video";
  sources: { url: string; mime?: string }[];
  poster: PreparedImage | null;
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  muted: boolean;
  hideOverlay: boolean;
};

export type PreparedExternalVideo = {
  type: "external_video";
  url: string;
  youTubeId: string | null;
  poster: PreparedImage | null;
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  muted: boolean;
};

export type PreparedMedia = ({ type: "image" } & PreparedImage) | PreparedVideo | PreparedExternalVideo;
