import { randomBytes } from "node:crypto";
import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { createLog, describeError } from "../server/logging.mjs";
import { getConfig } from "./config.server";
import { loadErrorBlock } from "./blocks/errors/PageError";
import type { PageLoaderData } from "./cms/page-route.server";
import { PageTextsProvider } from "./i18n/page-texts";
import { pageTextsJson } from "./i18n/page-texts.server";
import { installServerI18next } from "./i18n/remix-i18next.server";
import { NonceProvider } from "./nonce";
import { applySecurityHeaders } from "./security-headers.server";
import { scriptsAfterLoad } from "./lib/scripts-after-load.server";

const ABORT_DELAY = 5_000;
const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
const logLevel = LOG_LEVELS.find((level) => level === process.env.LOG_LEVEL) ?? "info";
// One JSON line per error, as server.mjs writes its own, rate-limited per message.
const log = createLog(logLevel);

// Fail at start-up, not on the first request, when the environment is wrong.
getConfig();
// remix-i18next: one i18next instance per language, every namespace loaded, before any request.
installServerI18next();
const errorBlockReady = loadErrorBlock();

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  await errorBlockReady;
  const nonce = randomBytes(16).toString("base64");
  const waitForAll = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;
  // A CMS page carries its first view's texts (app/i18n/page-texts.tsx); an error page does not.
  const page = remixContext.staticHandlerContext.loaderData["routes/$lang.$"] as
    Partial<PageLoaderData> | undefined;
  const texts = page?.site && page.firstViewTexts ? pageTextsJson(page.site.locale, page.firstViewTexts) : "";

  return new Promise<Response>((resolve, reject) => {
    // Cleared when the render ends, so a finished request leaves no timer holding its memory.
    const timer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageTextsProvider value={texts}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </PageTextsProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          const body = scriptsAfterLoad(nonce);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          body.on("close", () => clearTimeout(timer));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          // A block that throws is inside its own Suspense boundary: the page is still whole, the
          // block is retried in the browser, so the status stays. Shell errors go to onShellError.
          logError(error, request, 500);
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted) return;
  logError(error, request, undefined, (context as { clientAddress?: unknown } | undefined)?.clientAddress);
}

/**
 * Unmatched routes and refused methods (404, 405) come from visitors: a warning, where a fault
 * (5xx) is an error. A stack only at debug level.
 */
function logError(error: unknown, request: Request, status?: number, ip?: unknown) {
  const described = describeError(error);
  const code = status ?? described.status;
  log(code >= 500 ? "error" : "warn", "request error", {
    key: described.key,
    status: code,
    method: request.method,
    path: new URL(request.url).pathname.slice(0, 512),
    error: described.message,
    ...(typeof ip === "string" ? { ip } : {}),
    ...(logLevel === "debug" ? { stack: described.stack } : {}),
  });
}
