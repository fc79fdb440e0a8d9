import sanitize, { type Attributes, type IOptions } from "sanitize-html";

/**
 * The strict allow-list HTML sanitiser for CMS rich text, built on sanitize-html (a real HTML
 * parser, htmlparser2, then re-serialisation with escaping). Server only: `.server` keeps
 * sanitize-html and its parser out of the browser bundle.
 *
 * Tags outside the list are dropped with their text kept; the elements in DROP_WITH_CONTENT are
 * dropped with everything inside them; attributes are rebuilt from an allow-list; comments,
 * CDATA, doctypes and processing instructions disappear; unclosed tags are closed.
 */
const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "span",
  "sup",
  "sub",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "code",
  "pre",
];
const VOID_TAGS = ["br", "hr"];
/** Disallowed elements whose content (text and nested elements) goes too. */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "noscript",
  "textarea",
  "title",
  "select",
  "frameset",
  "frame",
  "applet",
  "xmp",
  "noembed",
  "noframes",
];
/** Allowed attributes per tag, in output order; `rel` on links is only ever set by us. */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target"],
  th: ["scope"],
  td: ["colspan", "rowspan"],
};
const SAFE_SCHEMES = /^(https?:|mailto:|tel:|sms:)/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/** Whether an href is http(s), mailto, tel, sms or a relative address. */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value) return false;
  if (SAFE_SCHEMES.test(value)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

function isAllowedValue(attribute: string, value: string): boolean {
  if (attribute === "href") return isSafeHref(value);
  if (attribute === "target") return value === "_blank" || value === "_self";
  if (attribute === "colspan" || attribute === "rowspan") return /^\d{1,3}$/.test(value);
  return true;
}

/**
 * Rebuilds a tag's attributes from the allow-list (its order, its value rules) and gives new-tab
 * links rel="noopener noreferrer". The values arrive entity-decoded from the parser; sanitize-html
 * escapes them again on output and still applies allowedAttributes and allowedSchemes after this.
 */
function rebuildAttributes(tagName: string, attribs: Attributes) {
  const kept: Attributes = {};
  for (const attribute of ALLOWED_ATTRIBUTES[tagName] ?? []) {
    const value = attribs[attribute];
    if (value !== undefined && isAllowedValue(attribute, value)) kept[attribute] = value;
  }
  if (tagName === "a" && attribs.target === "_blank") kept.rel = "noopener noreferrer";
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { ...ALLOWED_ATTRIBUTES, a: [...ALLOWED_ATTRIBUTES.a, "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel", "sms"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  selfClosing: VOID_TAGS,
  transformTags: Object.fromEntries(Object.keys(ALLOWED_ATTRIBUTES).map((tag) => [tag, rebuildAttributes])),
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeHtml(html: string): string {
  // sanitize-html writes void tags as `<br />`; the old sanitiser (and React) write `<br>`. Text
  // and attribute values come out with `<` escaped, so this only ever matches a tag.
  return sanitize(html, OPTIONS).replace(/<(br|hr) \/>/g, "<$1>");
}
