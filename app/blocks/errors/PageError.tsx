import { lazy, Suspense } from "react";
import type { ErrorBlock as ErrorBlockComponent, ErrorBlockProps } from "./ErrorBlock";

let loaded: { ErrorBlock: typeof ErrorBlockComponent } | undefined;

/** Loads the error block; the server awaits it before any render, so its pages never wait. */
export function loadErrorBlock() {
  return import("./ErrorBlock").then((module) => (loaded = module));
}

const LazyErrorBlock = lazy(() => loadErrorBlock().then((module) => ({ default: module.ErrorBlock })));

/**
 * The error block for ErrorBoundaries, whose code pages without an error never download. The
 * server renders it at once; in the browser an error page keeps that HTML while the chunk loads.
 */
export function PageError(props: ErrorBlockProps) {
  const ErrorBlock = loaded?.ErrorBlock ?? LazyErrorBlock;
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
