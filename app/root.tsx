import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { Provider as JotaiProvider } from "jotai";
import { useEffect, type ReactNode } from "react";
import type { PageErrorData } from "~/cms/page.server";
import { PageError } from "~/blocks/errors/PageError";
import type { PageLoaderData } from "~/cms/page-route.server";
import { defaultLocale, localeOfPath } from "~/i18n/locales";
import { PageTexts } from "~/i18n/page-texts";
import { LocaleContext } from "~/i18n/use-t";
import { useNonce } from "~/nonce";
import { replayEarlyClick } from "~/shell/early-clicks";
import { EARLY_SCRIPT, PAGE_CODE_EVENT } from "~/shell/early-script";
import globalStyles from "~/styles/global.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: globalStyles },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

/**
 * The page's block and language chunks, next to Remix's own modulepreload links at the end of the
 * body: all download in parallel with the entry, once the page's HTML (and its first image) has
 * had the connection. In the head they competed with it: on the search page, Lighthouse's LCP went
 * from 1.7–2.3 s to 1.4–1.8 s with them here.
 */
function ChunkPreloads() {
  const page = useMatches().find((match) => match.id === "routes/$lang.$")?.data as
    Partial<PageLoaderData> | undefined;
  return (
    <>
      {(page?.preloads ?? []).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = localeOfPath(useLocation().pathname) ?? defaultLocale;
  // A mark for tests and tools: the page has hydrated and its handlers are live.
  // The `hydrated` mark times it for the bench (scripts/bench/phone.mjs: "answers").
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    performance.mark("hydrated");
    document.dispatchEvent(new Event(PAGE_CODE_EVENT));
    replayEarlyClick();
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The browser hides a nonce from the DOM, and only the server's copy of the script runs. After the
        stylesheets, it holds the parser until they arrive: the first paint then lays out the whole page at
        once. Before them, the page painted earlier but laid out the rest in a long task after that paint
        (the search: 300–400 ms on the phone profile), and answered no sooner. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
        <noscript>
          {/* A deferred image gives way to its <noscript> copy (DeferredImg, app/ui/Photo.tsx). Chromium's
          (scripting: none) does not match with JavaScript turned off in its settings. */}
          <style>{"img[data-src]{display:none}"}</style>
        </noscript>
      </head>
      <body>
        <LocaleContext.Provider value={locale}>
          <JotaiProvider>{children}</JotaiProvider>
        </LocaleContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <PageTexts />
        <ChunkPreloads />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside a page (unknown first segment, a crash in the shell): the designed error block. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const errorData = (error.data ?? {}) as Partial<PageErrorData>;
    return (
      <main id="main-content" tabIndex={-1}>
        <PageError status={error.status} messageKey={errorData.messageKey} detail={errorData.detail} />
      </main>
    );
  }
  console.error(error);
  return (
    <main id="main-content" tabIndex={-1}>
      <PageError status={500} />
    </main>
  );
}
