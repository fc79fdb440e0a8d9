/**
 * A strict allow-list HTML sanitiser for CMS rich text. It runs on the server and in the browser
 * (no DOM needed): tags outside the list are dropped (their text kept), dangerous elements are
 * dropped with their content, attributes are rebuilt from an allow-list and escaped.
 */
const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(["br", "hr"]);
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
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target"],
  th: ["scope"],
  td: ["colspan", "rowspan"],
};
const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/** Whether an href is http(s), mailto, tel or a relative address. */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value) return false;
  if (SAFE_SCHEMES.test(value)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeText(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function rebuildTag(name: string, attributeSource: string): string {
  const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
  const attributes = parseAttributes(attributeSource);
  const kept: string[] = [];
  for (const attribute of allowed) {
    const value = attributes.get(attribute);
    if (value === undefined) continue;
    if (attribute === "href" && !isSafeHref(value)) continue;
    if (attribute === "target" && value !== "_blank" && value !== "_self") continue;
    if ((attribute === "colspan" || attribute === "rowspan") && !/^\d{1,3}$/.test(value)) continue;
    kept.push(`${attribute}="${escapeAttribute(value)}"`);
  }
  if (name === "a" && attributes.get("target") === "_blank") kept.push('rel="noopener noreferrer"');
  return `<${name}${kept.length ? ` ${kept.join(" ")}` : ""}>`;
}

function dropDangerousElements(html: string): string {
  let result = html;
  for (const tag of DROP_WITH_CONTENT) {
    const pattern = new RegExp(`<${tag}\\b[\\s\\S]*?(?:<\\/${tag}\\s*>|$)`, "gi");
    let previous;
    do {
      previous = result;
      result = result.replace(pattern, "");
    } while (result !== previous);
  }
  return result;
}

export function sanitizeHtml(html: string): string {
  const withoutComments = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, "")
    .replace(/<![^>]*>/g, "")
    .replace(/<\?[\s\S]*?>/g, "");
  const source = dropDangerousElements(withoutComments);
  const open: string[] = [];
  let output = "";
  const tokens = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)|(<)/g;
  for (const match of source.matchAll(tokens)) {
    const [, closing, rawName, attributeSource, text, stray] = match;
    if (text !== undefined) {
      output += escapeText(text);
      continue;
    }
    if (stray !== undefined) {
      output += "&lt;";
      continue;
    }
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) output += `</${open.pop()}>`;
      continue;
    }
    output += rebuildTag(name, attributeSource ?? "");
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length) output += `</${open.pop()}>`;
  return output;
}

/** Something resembling an email address, which needs forced word breaking (spec 3 §5). */
export function containsEmailLike(text: string): boolean {
  return /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+/.test(text);
}

/** Spec 3 §5: text content turns line-break tags into newlines. */
export function brToNewlines(text: string): string {
  return text.replace(/<br\s*\/?>/gi, "\n");
}

/** Spec 3 §5: textarea content turns newlines into line-break tags (the text itself escaped). */
export function newlinesToBr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r?\n/g, "<br>");
}
