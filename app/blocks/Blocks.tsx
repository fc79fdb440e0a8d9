import { Fragment, lazy, memo, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { loadNamespaces } from "~/i18n/messages";
import { useLocale } from "~/i18n/use-t";
import { nearViewport } from "./near-viewport";
import { BLOCK_READY_EVENT, replayClicksOnReady } from "./replay-clicks";
import { onIntent } from "./on-intent";
import { renderLoadedBlock } from "./render-loaded-block";
import { routerBusy } from "./router-busy";
import { blockComponentOf, deferredBlockComponent, loadedBlockComponent } from "./registry";
import type { PreparedBlock } from "./types";

/** Static blocks whose first render in this browser kept the server's HTML: they keep it. */
const keptFromServer = new WeakSet<PreparedBlock>();

/**
 * A block that does nothing in the browser (`static`). On the server it renders in a wrapper; the
 * browser hydrates that wrapper as opaque HTML (no component, no chunk), for as long as the block's
 * data is the one it hydrated. A client-side navigation brings new data, with its chunk loaded.
 */
function StaticBlock({ block, index }: { block: PreparedBlock; index: number }) {
  const hydrating = typeof document !== "undefined" && !loadedBlockComponent(block.block_type);
  if (hydrating || keptFromServer.has(block)) {
    keptFromServer.add(block);
    return <div data-static-block="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return <div data-static-block="">{renderBlock(block, index, false)}</div>;
}

/**
 * A block whose code the first view does not need (`deferred`, below the first blocks, or waiting
 * for intent): it keeps its server HTML until it nears the viewport (or the visitor's first sign of
 * using it), or until the first navigation or form post (router-busy.ts), then its chunk loads and
 * it hydrates in place. A click meanwhile on a control that needs its code is replayed then
 * (replay-clicks.ts).
 */
function DeferredBlock({ block, index }: { block: PreparedBlock; index: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  // Chosen once per block: switching from the lazy wrapper to the loaded component later (after a
  // client-side navigation) would remount the block, and its focused link would lose focus.
  const [component] = useState(
    () =>
      loadedBlockComponent(block.block_type) ??
      deferredBlockComponent(block.block_type, block.key, () => {
        const wrapper = `[data-deferred-block="${CSS.escape(block.key)}"]`;
        const element = document.querySelector(wrapper);
        if (element) replayClicksOnReady(element);
        return Promise.race([
          block.loadOn === "intent" ? onIntent(wrapper) : nearViewport(wrapper),
          routerBusy,
        ]).then(() => loadNamespaces(locale, block.texts ?? []));
      }),
  );
  return (
    <div data-deferred-block={block.key} ref={wrapper}>
      {renderBlock(block, index, false, component, <ReadyMark wrapper={wrapper} />)}
    </div>
  );
}

/** Inside a deferred block's Suspense boundary: marks the wrapper `data-ready` once it hydrated. */
function ReadyMark({ wrapper }: { wrapper: { current: HTMLElement | null } }) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-ready", "");
    wrapper.current?.dispatchEvent(new Event(BLOCK_READY_EVENT));
  }, [wrapper]);
  return null;
}

function renderBlock(
  block: PreparedBlock,
  index: number,
  firstView: boolean,
  // The server sends only registered types, so this is a component (loaded, or loading).
  BlockComponent = blockComponentOf(block.block_type),
  after: ReactNode = null,
) {
  if (firstView && block.static) return <StaticBlock block={block} index={index} />;
  if (firstView && block.deferred) return <DeferredBlock block={block} index={index} />;
  return renderLoadedBlock(block, index, BlockComponent, after);
}

// Only editors previewing a page need the edit overlay.
const EditableBlocks = lazy(() => import("./edit/EditableBlocks"));

/**
 * Renders prepared CMS blocks through the registry. Memoised: a block still showing its server
 * HTML (static, or deferred and not yet hydrated) must get no update from a parent's re-render,
 * or React would throw that HTML away and render the block again in the browser.
 */
export const Blocks = memo(function Blocks({
  blocks,
  editable = false,
}: {
  blocks: PreparedBlock[];
  editable?: boolean;
}) {
  if (editable)
    return (
      <Suspense fallback={null}>
        <EditableBlocks blocks={blocks} />
      </Suspense>
    );
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={block.key}>{renderBlock(block, index, true)}</Fragment>
      ))}
    </>
  );
});
