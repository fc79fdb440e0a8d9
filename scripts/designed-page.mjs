// @ts-check
// Tells the designed error pages (the server's own, server/error-page.mjs, and the app's error
// block) from anything else, for the fault suite and the load test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The same escaping React applies to text, so locale strings can be found in the HTML. @param {string} text */
function escapeHtml(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The messages of the app's error block (locales/<lang>/common.json, `errors`). */
const ERROR_MESSAGES = ["fr", "en"].flatMap((locale) => {
  const common = JSON.parse(readFileSync(path.join(root, "locales", locale, "common.json"), "utf8"));
  return Object.entries(/** @type {Record<string, string>} */ (common.errors))
    .filter(([key]) => key.endsWith("-message") || key.startsWith("unexpected-") || key === "exception")
    .map(([, message]) => escapeHtml(message));
});

/**
 * The failure notice of a lead form re-rendered without JavaScript (locales/<lang>/forms.json): the
 * page with the form, its typed values and the notice is the designed answer to a failed send.
 */
const FORM_FAILURE_TITLES = ["fr", "en"].map((locale) => {
  const forms = JSON.parse(readFileSync(path.join(root, "locales", locale, "forms.json"), "utf8"));
  return escapeHtml(forms["contact-form"].message.failure.title);
});

/**
 * A page without the texts it carries for its code (app/i18n/page-texts.tsx): what it shows. Those
 * hold every message, error messages included, on every page. @param {string} body
 */
export function shownHtml(body) {
  return body.replace(/<script type="application\/json" id="page-texts">[^]*?<\/script>/g, "");
}

/** @param {string} html */
export function isDesignedPage(html) {
  const body = shownHtml(html);
  if (body.includes('id="main-content"') && FORM_FAILURE_TITLES.some((title) => body.includes(title)))
    return true;
  if (body.includes('<p class="status">') && body.includes("Retour à l’accueil")) return true;
  return body.includes('id="main-content"') && ERROR_MESSAGES.some((message) => body.includes(message));
}
