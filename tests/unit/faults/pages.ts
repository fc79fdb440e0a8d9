// CMS page answers with hostile content, for the fault suite's "malicious CMS" scenarios.
import { stubPage } from "../../../scripts/stub-upstream.mjs";

/** Markup that runs script if it reaches the HTML unescaped. */
export const SCRIPT = `<script>alert("xss-probe")</script>`;
export const IMG_ONERROR = `<img src=x onerror=alert("xss-probe")>`;
export const SVG_ONLOAD = `<svg onload=alert("xss-probe")>`;
export const CLOSE_SCRIPT = `</script><script>alert("xss-probe")</script>`;
export const JS_URL = `javascript:alert("xss-probe")`;

const text = (value: string) => ({ type: "text", value: { fr: value, en: value } });

/** A stub page with these blocks (and page fields) in place of its content. */
export function pageWith(pagePath: string, blocks: unknown[], extra: Record<string, unknown> = {}) {
  const base = stubPage(pagePath, 0) as { content: { fields: unknown[] } };
  return { ...base, ...extra, content: { fields: [...blocks, ...base.content.fields.slice(0, 1)] } };
}

/** Rich text carrying script, event handlers, a javascript: link, an iframe and SVG. */
export function richTextPage(pagePath: string) {
  return pageWith(pagePath, [
    {
      block_type: "text-block-2",
      fields: {
        main_title: text("Texte riche"),
        description: {
          type: "richtext",
          value: {
            fr: `<p>Bonjour</p>${SCRIPT}${IMG_ONERROR}<a href="${JS_URL}">lien</a><a href="JaVaScRiPt:alert(1)">lien 2</a><iframe src="https://evil.example/x"></iframe>${SVG_ONLOAD}<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p><form action="https://evil.example"><button formaction="javascript:alert(1)">b</button></form><math><mi xlink:href="javascript:alert(1)">m</mi></math><object data="javascript:alert(1)"></object><base href="https://evil.example/">`,
          },
        },
      },
    },
  ]);
}

/** `</script>` in plain text fields, which end up in the loader data inlined in a script element. */
export function closeScriptPage(pagePath: string) {
  return pageWith(
    pagePath,
    [
      {
        block_type: "text-block-2",
        fields: { main_title: text(CLOSE_SCRIPT), description: text(`avant ${CLOSE_SCRIPT} après <!-- `) },
      },
    ],
    {
      title: { fr: `</title>${CLOSE_SCRIPT}`, en: CLOSE_SCRIPT },
      seo: { description: { fr: `"><script>alert("xss-probe")</script>`, en: "x" } },
    },
  );
}

/** A call to action whose URL is a javascript: URL, and one to a data: URL. */
export function javascriptLinkPage(pagePath: string) {
  return pageWith(pagePath, [
    {
      block_type: "text-block-2",
      fields: {
        main_title: text("Liens"),
        cta_repeater: [
          { cta: { type: "link", url: { fr: JS_URL, en: JS_URL }, text: { fr: "Cliquez", en: "Click" } } },
          {
            cta: {
              type: "link",
              url: { fr: "  javascript:alert(1)", en: "x" },
              text: { fr: "Espace", en: "Space" },
            },
          },
          {
            cta: {
              type: "link",
              url: { fr: "data:text/html,<script>alert(1)</script>", en: "x" },
              text: { fr: "Données", en: "Data" },
            },
          },
        ],
      },
    },
  ]);
}

/** Custom head elements: a meta refresh to another host and a javascript: one, a javascript: link. */
export function metaRefreshPage(pagePath: string) {
  return pageWith(pagePath, [], {
    metadata: {
      elements: {
        meta: [
          { "http-equiv": "refresh", content: "0;url=https://evil.example/x" },
          { "http-equiv": "refresh", content: `0;url=${JS_URL}` },
        ],
        link: [],
      },
    },
  });
}

/** Head link elements and a favicon with javascript: URLs. */
export function headLinkPage(pagePath: string) {
  return pageWith(pagePath, [], {
    metadata: {
      favicon: JS_URL,
      elements: {
        meta: [{ name: "description", content: `"><script>alert("xss-probe")</script>` }],
        link: [{ rel: "icon", href: JS_URL, onload: `alert("xss-probe")` }],
      },
    },
  });
}

/** Theme values and a variant colour that try to close the style element. */
export function themeInjectionPage(pagePath: string) {
  const breakout = `red;}</style>${SCRIPT}<style>`;
  return pageWith(pagePath, [], {
    theme: {
      preset: `</style>${SCRIPT}`,
      radius: { "border-radius-1": breakout },
      color_schemes: { normal: { background: breakout, text: "expression(alert(1))" } },
    },
  });
}

/** Blocks whose type or fields are hostile: markup as a type, prototype names, an image URL. */
export function oddBlocksPage(pagePath: string) {
  return pageWith(pagePath, [
    { block_type: SCRIPT, fields: {} },
    { block_type: "__proto__", fields: {} },
    { block_type: "constructor", fields: JSON.parse('{"__proto__":{"polluted":true}}') as unknown },
    {
      block_type: "image-text",
      fields: {
        main_title: text("Image"),
        image: { type: "image", media: { fr: { url: JS_URL, alt: `"${SCRIPT}` } } },
      },
    },
  ]);
}

/** The stub page under a header, so the language switcher's links are in the HTML. */
export function headerPage(pagePath: string, extra: Record<string, unknown> = {}) {
  return pageWith(pagePath, [], { header: [{ block_type: "header-classic", fields: {} }], ...extra });
}

/** alternate_paths that leave the site once written after the origin (issue 21 §7). */
export function hostileAlternatesPage(pagePath: string) {
  return headerPage(pagePath, {
    alternate_paths: [
      { locale: "fr", path: "@evil.example/fr" },
      { locale: "en", path: "//evil.example/en" },
      { locale: "en", path: "https://evil.example/en" },
      { locale: "en", path: "/en\\@evil.example" },
    ],
  });
}
