import { z } from "zod";
import { assetUrl } from "~/cms/assets";
import { localize } from "~/i18n/localize";
import { routePath } from "~/i18n/routes";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { brToNewlines, containsEmailLike, newlinesToBr } from "~/lib/text-format";
import { warnOnce } from "~/lib/warn-once";
import { parseYouTubeId } from "~/lib/youtube";
import { repeater } from "./field-combinators";
import { iconPath } from "./icons.server";
import { cssFilter, objectPosition } from "./image-style";
import { CONTACT_MODAL_ACTIONS, resolveLink } from "./link-href";
import { prepareContext } from "./prepare-context.server";
import type {
  PreparedExternalVideo,
  PreparedIcon,
  PreparedImage,
  PreparedLink,
  PreparedText,
  PreparedVideo,
} from "./prepared";
import { surfaceColors } from "./surface-colors";
import { videoDefaults } from "./video-state";

export { enumWithDefault, optionalField, repeater } from "./field-combinators";

/**
 * Zod schemas of the CMS content components (spec 1 §3, spec 3 §3), run on the server only. Each
 * parses a component and turns it into what its renderer draws (app/content/prepared.ts): the
 * visitor's language picked (French as the fallback), rich text sanitised, links resolved, asset
 * URLs made absolute. Blocks compose their `fields.server.ts` schemas from these.
 *
 *   text-like   { type: "text" | "richtext" | "textarea" | "code" | "edito", value: { fr, en } }
 *               (also a bare { fr, en } or a string: plain text)
 *   image       { type: "image", media: { fr: {url, alt}, en: {url, alt} }, center?, filters? }
 *   icon        { type: "icon", name, font_weight?, color? } or { type: <icon name>, font_weight?, color? }
 *   link        { type: "link", url: {fr,en}, text: {fr,en}, format?, icon?, target?, on_click_action? }
 *   video       { type: "video", sources, poster?, autoplay?, controls?, loop?, muted? }
 *   external    { type: "external_video", external_sources: {fr,en}, ... }
 */

export const textKinds = ["text", "richtext", "textarea", "code", "edito"] as const;
export type TextKind = (typeof textKinds)[number];

type LocalizedString = string | { fr?: string | null; en?: string | null };

function isLocalizedString(value: unknown): value is LocalizedString {
  if (typeof value === "string") return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.some(([key]) => key === "fr" || key === "en") &&
    entries.every(([key, v]) => (key !== "fr" && key !== "en") || v == null || typeof v === "string")
  );
}

/** A string given once or per language; checked without building a union's failed branch. */
const localizedString = z.custom<LocalizedString>(isLocalizedString, "Expected a string or { fr, en }");

/** A plain CMS string in the visitor's language (no markup). */
export const localizedValue = localizedString.transform((value) => localize(value, prepareContext().locale));

/**
 * A text-like field's raw value in the visitor's language, as the editor wrote it (neither
 * sanitised nor reshaped): for code to run, or words shown as plain text.
 */
export const rawTextValue = z.union([
  z.object({ type: z.enum(textKinds), value: localizedValue }).transform((field) => field.value),
  localizedValue,
]);

function prepareText(kind: TextKind, raw: LocalizedString): PreparedText | null {
  const value = localize(raw, prepareContext().locale);
  if (!value) return null;
  switch (kind) {
    case "text":
      return { kind: "text", text: brToNewlines(value) };
    case "code":
      return { kind: "code", text: value };
    case "textarea":
      return { kind: "html", html: newlinesToBr(value), breakWords: containsEmailLike(value) };
    default:
      return { kind: "html", html: sanitizeHtml(value), breakWords: containsEmailLike(value) };
  }
}

export const textFieldSchema = z
  .union([
    z.object({ type: z.enum(textKinds), value: localizedString }),
    localizedString.transform((value) => ({ type: "text" as const, value })),
  ])
  .transform((field) => prepareText(field.type, field.value));

const mediaSchema = z.object({ url: z.string(), alt: z.string().optional().nullable() });

export const imageFiltersSchema = z
  .object({
    blur: z.number().optional().nullable(),
    brightness: z.number().optional().nullable(),
    contrast: z.number().optional().nullable(),
    opacity: z.number().optional().nullable(),
    saturate: z.number().optional().nullable(),
  })
  .partial();

const rawImageSchema = z.object({
  type: z.literal("image"),
  media: z.object({ fr: mediaSchema.optional().nullable(), en: mediaSchema.optional().nullable() }),
  center: z.object({ x: z.number(), y: z.number() }).optional().nullable(),
  filters: imageFiltersSchema.optional().nullable(),
});

function prepareImage(image: z.output<typeof rawImageSchema>): PreparedImage | null {
  const { locale, assetsUrl } = prepareContext();
  const media = localize(image.media, locale);
  const src = assetUrl(media?.url, assetsUrl);
  if (!src) return null;
  const filter = cssFilter(image.filters);
  return {
    src,
    alt: media?.alt ?? "",
    position: objectPosition(image.center),
    ...(filter ? { filter } : {}),
  };
}

export const imageFieldSchema = rawImageSchema.transform(prepareImage);

/** The icon's path data; an unknown name is warned about once and drawn as a neutral dot. */
function knownPath(name: string): { path?: string } {
  const path = iconPath(name);
  if (!path) warnOnce(`Unknown icon "${name}"`);
  return path ? { path } : {};
}

function strokeWidthOf(weight: string | null | undefined): number | undefined {
  return weight === "bold" ? 2.5 : weight === "light" ? 1.5 : undefined;
}

export const iconFieldSchema = z
  .object({
    type: z.string(),
    name: z.string().optional().nullable(),
    font_weight: z.string().optional().nullable(),
    color: z.string().optional().nullable(),
  })
  .transform((icon): PreparedIcon | null => {
    // Spec 1 §3 gives the icon's name as its `type`; the older shape says `type: "icon", name`.
    const name = icon.type === "icon" ? icon.name : icon.type;
    if (!name) return null;
    const strokeWidth = strokeWidthOf(icon.font_weight);
    return {
      name,
      ...knownPath(name),
      ...(strokeWidth ? { strokeWidth } : {}),
      ...(icon.color ? { color: icon.color } : {}),
    };
  });

const linkIconSchema = z
  .object({
    name: z.string().optional().nullable(),
    type: z.string().optional().nullable(),
    font_weight: z.string().optional().nullable(),
    align: z.enum(["left", "right"]).optional().nullable().catch(null),
  })
  .transform((icon) => {
    const name = icon.name ?? icon.type;
    return name ? { name, ...knownPath(name), align: icon.align ?? ("left" as const) } : null;
  });

const rawLinkSchema = z.object({
  type: z.literal("link"),
  url: localizedString.optional().nullable(),
  text: localizedString.optional().nullable(),
  format: z
    .object({
      type: z.string().optional().nullable(),
      bg_color: z.string().optional().nullable(),
      color: z.string().optional().nullable(),
    })
    .optional()
    .nullable()
    .catch(null),
  icon: linkIconSchema.optional().nullable().catch(null),
  target: z.string().optional().nullable(),
  on_click_action: z.string().optional().nullable(),
});

/** Only button formats paint a background, so only they need text chosen for it. */
function paintsBackground(format: string | null | undefined): boolean {
  return format === "button-primary" || format === "button" || format === "button-secondary";
}

function prepareLink(link: z.output<typeof rawLinkSchema>): PreparedLink {
  const { locale, siteOrigin, search } = prepareContext();
  const format = link.format?.type ?? undefined;
  const surface = surfaceColors(paintsBackground(format) ? link.format?.bg_color : null, link.format?.color);
  const base: PreparedLink = {
    kind: "none",
    label: localize(link.text, locale) ?? "",
    ...(format ? { format } : {}),
    ...(surface.background ? { background: surface.background } : {}),
    ...(surface.text ? { color: surface.text } : {}),
    ...(link.icon ? { icon: link.icon } : {}),
  };
  if (link.on_click_action) {
    // Without JavaScript (or before it runs) the contact modal's place is the contact page.
    if (CONTACT_MODAL_ACTIONS.includes(link.on_click_action))
      return { ...base, kind: "action", action: "contact-modal", href: routePath("contact-page", locale) };
    warnOnce(`Unknown link click action type "${link.on_click_action}": nothing done`);
    return base;
  }
  const resolved = resolveLink(localize(link.url, locale), {
    locale,
    siteOrigin,
    currentSearch: search,
    target: link.target,
  });
  if (resolved.kind === "none") return base;
  if (resolved.kind === "internal") return { ...base, kind: "internal", href: resolved.to };
  const kind = resolved.href.startsWith("#") ? "anchor" : "external";
  return { ...base, kind, href: resolved.href, ...(resolved.newTab ? { newTab: true } : {}) };
}

export const linkFieldSchema = rawLinkSchema.transform(prepareLink);

const videoSourceSchema = z.object({ url: z.string(), mime: z.string().optional().nullable() });

const videoFlags = {
  poster: imageFieldSchema.optional().nullable().catch(null),
  autoplay: z.boolean().optional().nullable(),
  controls: z.boolean().optional().nullable(),
  loop: z.boolean().optional().nullable(),
  muted: z.boolean().optional().nullable(),
};

export const videoFieldSchema = z
  .object({
    type: z.literal("video"),
    sources: z.object({
      fr: z.array(videoSourceSchema).optional().nullable(),
      en: z.array(videoSourceSchema).optional().nullable(),
    }),
    hide_overlay: z.boolean().optional().nullable(),
    ...videoFlags,
  })
  .transform((video): PreparedVideo => {
    const { locale, assetsUrl } = prepareContext();
    const sources = (localize(video.sources, locale) ?? []).flatMap((source) => {
      const url = assetUrl(source.url, assetsUrl);
      return url ? [{ url, ...(source.mime ? { mime: source.mime } : {}) }] : [];
    });
    return {
      type: "video",
      sources,
      poster: video.poster ?? null,
      hideOverlay: video.hide_overlay ?? false,
      ...videoDefaults(video),
    };
  });

export const externalVideoFieldSchema = z
  .object({ type: z.literal("external_video"), external_sources: localizedString, ...videoFlags })
  .transform((video): PreparedExternalVideo => {
    const url = localize(video.external_sources, prepareContext().locale) ?? "";
    return {
      type: "external_video",
      url,
      youTubeId: parseYouTubeId(url),
      poster: video.poster ?? null,
      ...videoDefaults(video),
    };
  });

export const mediaFieldSchema = z.union([
  imageFieldSchema.transform((image) => (image ? { type: "image" as const, ...image } : null)),
  videoFieldSchema,
  externalVideoFieldSchema,
]);

export const ctaRepeaterSchema = repeater(z.object({ cta: linkFieldSchema }));

/** Whether prepared media needs code in the browser (a video or an external player); images do not. */
export function playsInBrowser(media: { type: string } | null | undefined): boolean {
  return Boolean(media && media.type !== "image");
}
