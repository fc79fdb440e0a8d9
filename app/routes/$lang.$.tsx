import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorBlock, errorTitle } from "~/blocks/errors/ErrorBlock";
import type { PageErrorData } from "~/cms/page.server";
import { loadPageRoute } from "~/cms/page-route.server";
import { fixedT } from "~/i18n/fixed-t";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { PageShell } from "~/shell/PageShell";
import { pageHead } from "~/shell/head";

export const loader = (args: LoaderFunctionArgs) => loadPageRoute(args);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error, params }) => {
  if (data) return pageHead(data, "");
  const t = fixedT(isLocale(params.lang) ? params.lang : defaultLocale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messageKey = isRouteErrorResponse(error)
    ? (error.data as Partial<PageErrorData> | null)?.messageKey
    : undefined;
  return [{ title: errorTitle(t, status, messageKey) }, { name: "robots", content: "noindex" }];
};

export default function CmsPage() {
  const { page, site } = useLoaderData<typeof loader>();
  return <PageShell page={page} site={site} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errorData = isRouteErrorResponse(error) ? ((error.data ?? {}) as Partial<PageErrorData>) : {};
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorBlock status={status} messageKey={errorData.messageKey} detail={errorData.detail} />
    </main>
  );
}
