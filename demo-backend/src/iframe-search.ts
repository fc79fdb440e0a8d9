import type { Db } from "./db";
import { searchProperties } from "./core";

type Lang = "fr" | "en";

const TEXT = {
  fr: {
    title: "Recherche de propriétés",
    intro: "Propriétés à vendre, les plus récentes d'abord.",
    count: (n: string) => `${n} propriétés à vendre`,
    see: "Voir la propriété",
    price: (n: string) => `${n} $`,
  },
  en: {
    title: "Property search",
    intro: "Properties for sale, newest first.",
    count: (n: string) => `${n} properties for sale`,
    see: "See the property",
    price: (n: string) => `$${n}`,
  },
} as const;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const grouped = (value: number, lang: Lang) =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "fr" ? "\u00a0" : ",");

/**
 * The embedded search's demo page (the `iframe-search` block of the properties showcase): the newest
 * listings for sale, its height posted to the page that frames it, nothing fetched from outside.
 */
export function iframeSearchPage(db: Db, lang: Lang, publicUrl: string): string {
  const text = TEXT[lang];
  const query = new URLSearchParams({ forSaleForRent: "buy", limit: "12", order_by: "newest" });
  const { total, propertiesListing } = searchProperties(db, query, lang, publicUrl);
  const cards = (propertiesListing ?? [])
    .map(
      (card) => `<li><p class="price">${text.price(grouped(Number(card.price ?? 0), lang))}</p>
<p>${escape(String(card.address ?? ""))}</p>
<a href="${escape(card.url)}" data-site-path="${escape(card.url)}" target="_top">${text.see}</a></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>
body{margin:0;padding:16px;font:16px/1.5 system-ui,sans-serif;color:#1c2430;background:#fff}
h1{font-size:1.5rem;margin:0 0 4px}ul{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:16px;
grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}li{border:1px solid #d5dbe3;border-radius:8px;padding:12px}
li p{margin:0 0 4px}.price{font-weight:700}a{color:#0b5cad}
</style></head>
<body><main><h1>${text.title}</h1><p>${text.intro}</p><p role="status">${text.count(grouped(total, lang))}</p>
<ul>${cards}</ul></main>
<script>
// The listing paths are the site's: resolved against the page that frames this one.
const site=document.referrer?new URL(document.referrer).origin:null;
if(site)for(const a of document.querySelectorAll("a[data-site-path]"))a.href=new URL(a.dataset.sitePath,site).href;
const post=()=>parent.postMessage({height:document.documentElement.scrollHeight},"*");
addEventListener("load",post);new ResizeObserver(post).observe(document.body);
</script></body></html>`;
}
