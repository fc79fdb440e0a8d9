// @ts-check
import { STATUS_CODES } from "node:http";
import { BASE_SECURITY_HEADERS } from "./security-headers.mjs";

/**
 * The pages the server answers by itself, before (or instead of) the app: a malformed request, a
 * request the server sheds, a crash. Bilingual, self-contained (no script, font or image), so
 * they work whatever state the app and the CMS are in.
 */
const MESSAGES = /** @type {Record<number, [string, string, string, string]>} */ ({
  // status: [French title, French text, English title, English text]
  400: [
    "Requête invalide",
    "Votre navigateur a envoyé une requête que ce site ne peut pas comprendre.",
    "Bad request",
    "Your browser sent a request this site cannot understand.",
  ],
  403: [
    "Requête refusée",
    "Ce formulaire doit être envoyé depuis ce site.",
    "Request refused",
    "This form must be sent from this site.",
  ],
  404: [
    "Page introuvable",
    "Ce fichier n’existe pas ou n’existe plus.",
    "Page not found",
    "This file does not exist or no longer exists.",
  ],
  405: [
    "Méthode non autorisée",
    "Ce site n’accepte pas cette méthode de requête.",
    "Method not allowed",
    "This site does not accept this request method.",
  ],
  408: [
    "Délai dépassé",
    "La requête a mis trop de temps à arriver.",
    "Request timeout",
    "The request took too long to arrive.",
  ],
  411: [
    "Longueur requise",
    "Envoyez le contenu avec sa longueur (en-tête Content-Length).",
    "Length required",
    "Send the content with its length (Content-Length header).",
  ],
  413: [
    "Contenu trop volumineux",
    "Le contenu envoyé dépasse la taille que ce site accepte.",
    "Content too large",
    "The content sent is larger than this site accepts.",
  ],
  414: [
    "Adresse trop longue",
    "L’adresse demandée est trop longue.",
    "URI too long",
    "The requested address is too long.",
  ],
  431: [
    "En-têtes trop volumineux",
    "Les en-têtes de la requête sont trop volumineux.",
    "Request headers too large",
    "The request headers are too large.",
  ],
  500: [
    "Erreur du serveur",
    "Une erreur inattendue s’est produite. Réessayez dans un instant.",
    "Server error",
    "Something went wrong on our side. Please try again in a moment.",
  ],
  503: [
    "Site momentanément surchargé",
    "Trop de visiteurs en même temps. Réessayez dans quelques secondes.",
    "Temporarily overloaded",
    "Too many visitors at once. Please try again in a few seconds.",
  ],
});

/** A strict policy for a page that needs nothing but its own inline style. */
const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** @param {number} status */
export function errorPageHtml(status) {
  const [frTitle, frText, enTitle, enText] = MESSAGES[status] ?? MESSAGES[status >= 500 ? 500 : 400];
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status} · ${frTitle} · ${enTitle}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2433}
main{max-width:34rem;margin:1.5rem;padding:2rem 2.25rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.status{margin:0;font-size:3rem;font-weight:700;color:#8a94a6;line-height:1}
h1{margin:1rem 0 .25rem;font-size:1.35rem}
p{margin:0 0 1rem}
hr{border:0;border-top:1px solid #e3e6eb;margin:1.25rem 0}
a{color:#1f5fbf}
</style></head>
<body><main>
<p class="status">${status}</p>
<h1>${frTitle}</h1><p>${frText}</p><p><a href="/fr">Retour à l’accueil</a></p>
<hr>
<div lang="en"><h1>${enTitle}</h1><p>${enText}</p><p><a href="/en">Back to the home page</a></p></div>
</main></body></html>
`;
}

/**
 * Status line fields and headers of a designed error answer.
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function errorPage(status, extraHeaders = {}) {
  const body = errorPageHtml(status);
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "Content-Security-Policy": ERROR_PAGE_CSP,
    ...BASE_SECURITY_HEADERS,
    ...extraHeaders,
  };
  return { status, headers, body };
}

/**
 * Answers a request with the designed page (no body for HEAD).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function sendErrorPage(req, res, status, extraHeaders) {
  const page = errorPage(status, extraHeaders);
  // Headers set for the answer that failed do not apply to this one (a drain's Connection: close does).
  for (const name of res.getHeaderNames()) if (name !== "connection") res.removeHeader(name);
  res.writeHead(page.status, page.headers);
  res.end(req.method === "HEAD" ? undefined : page.body);
}

/**
 * The same page as raw HTTP, for sockets the HTTP parser refused (no request object exists).
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
export function rawErrorResponse(status, extraHeaders = {}) {
  const page = errorPage(status, { ...extraHeaders, Connection: "close" });
  const head = Object.entries(page.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${head.join("")}\r\n${page.body}`;
}
