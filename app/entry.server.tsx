import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getConfig } from "./config.server";
import { i18nConfig } from "./i18n/i18n";
import { defaultLocale, localeOfPath } from "./i18n/locales";
import { NonceProvider } from "./nonce";
import { applySecurityHeaders } from "./security-headers.server";

const ABORT_DELAY = 5_000;

// Fail at start-up, not on the first request, when the environment is wrong.
getConfig();

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const locale = localeOfPath(new URL(request.url).pathname) ?? defaultLocale;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: locale });

  const waitForAll = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A block that throws is inside its own Suspense boundary: the page is still whole, the
          // block is retried in the browser, so the status stays. Shell errors go to onShellError.
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
