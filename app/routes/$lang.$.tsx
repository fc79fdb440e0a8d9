import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorBlock } from "~/blocks/errors/ErrorBlock";
import type { PageErrorData } from "~/cms/page.server";
import { loadPageRoute } from "~/cms/page-route.server";
import { PageShell } from "~/shell/PageShell";
import { pageHead } from "~/shell/head";

export const loader = (args: LoaderFunctionArgs) => loadPageRoute(args);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageHead(data, "") : [{ title: "Erreur" }]);

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
