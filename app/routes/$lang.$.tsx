import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { errorTitle } from "~/blocks/errors/error-title";
import type { ErrorChrome } from "~/blocks/errors/chrome.server";
import { withErrorChrome } from "~/blocks/errors/chrome.server";
import { ErrorPage } from "~/blocks/errors/ErrorPage";
import { loadBlockComponents } from "~/blocks/registry";
import type { PageErrorData } from "~/cms/page.server";
import { loadPageRoute, type PageLoaderData } from "~/cms/page-route.server";
import { handleFormAction } from "~/forms/action.server";
import { fixedT } from "~/i18n/fixed-t";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { loadMessages, loadNamespaces } from "~/i18n/messages";
import { PageShell } from "~/shell/PageShell";

export const loader = (args: LoaderFunctionArgs) => withErrorChrome(args, () => loadPageRoute(args));

export const action = (args: ActionFunctionArgs) => handleFormAction(args);

/**
 * A client-side navigation renders only once the new page's blocks and language are loaded. The
 * language loads alongside the page, so an error page in another language has its texts too.
 */
export async function clientLoader({ serverLoader, params }: ClientLoaderFunctionArgs) {
  const locale = isLocale(params.lang) ? params.lang : defaultLocale;
  const texts = loadMessages(locale);
  try {
    const page = await serverLoader<typeof loader>();
    const blocks = [...page.header, ...page.main, ...page.footer];
    await Promise.all([
      loadBlockComponents(blocks.map((block) => block.block_type)),
      loadNamespaces(
        locale,
        blocks.flatMap((block) => block.texts ?? []),
      ),
    ]);
    return page;
  } finally {
    await texts;
  }
}

/** A form post changes no CMS page: after one, the page's data is not loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;

/**
 * An action's answer (a refilled form, a rate limit, a failed lead) shows what the visitor typed:
 * its own Cache-Control (`private, no-store`) wins over the page loader's public one.
 */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data, error, params }) => {
  if (data) return data.head;
  const t = fixedT(isLocale(params.lang) ? params.lang : defaultLocale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messageKey = isRouteErrorResponse(error)
    ? (error.data as Partial<PageErrorData> | null)?.messageKey
    : undefined;
  return [{ title: errorTitle(t, status, messageKey) }, { name: "robots", content: "noindex" }];
};

export default function CmsPage() {
  return <PageShell page={useLoaderData<PageLoaderData>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errorData = isRouteErrorResponse(error)
    ? ((error.data ?? {}) as Partial<PageErrorData> & { chrome?: ErrorChrome })
    : {};
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPage
      status={status}
      messageKey={errorData.messageKey}
      detail={errorData.detail}
      chrome={errorData.chrome}
    />
  );
}
