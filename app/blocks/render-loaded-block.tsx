import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { blockComponentOf } from "./registry";
import type { PreparedBlock } from "./types";

class BlockBoundary extends Component<{ blockType: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block ${this.props.blockType} failed to render`, error, info.componentStack);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A block rendered by its component now (not kept as server HTML), inside its error and Suspense boundaries. */
export function renderLoadedBlock(
  block: PreparedBlock,
  index: number,
  // The server sends only registered types, so this is a component (loaded, or loading).
  BlockComponent = blockComponentOf(block.block_type),
  after: ReactNode = null,
) {
  if (!BlockComponent) return null;
  // Error boundaries do not run on the server; a Suspense boundary makes a block that throws there
  // render as nothing in the HTML and be retried in the browser, where BlockBoundary catches it.
  return (
    <BlockBoundary blockType={block.block_type}>
      <Suspense fallback={null}>
        <BlockComponent
          block={block as PreparedBlock<never>}
          fields={block.fields as never}
          data={block.data as never}
          index={index}
        />
        {after}
      </Suspense>
    </BlockBoundary>
  );
}
