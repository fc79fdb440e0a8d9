import { Component, Fragment, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from "react";
import type { Block } from "~/cms/schema";
import type { ColorSchemeName } from "~/theme/theme";
import { blockKey, removeBlock } from "./edit/edit-actions";
import { EditOverlay } from "./edit/EditOverlay";
import { blockComponentOf } from "./registry";

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

function renderBlock(block: Block, index: number) {
  const BlockComponent = blockComponentOf(block.block_type);
  if (!BlockComponent) {
    console.warn(`Unknown block type "${block.block_type}": nothing rendered`);
    return null;
  }
  // Error boundaries do not run on the server; a Suspense boundary makes a block that throws there
  // render as nothing in the HTML and be retried in the browser, where BlockBoundary catches it.
  return (
    <BlockBoundary blockType={block.block_type}>
      <Suspense fallback={null}>
        <BlockComponent block={block} index={index} />
      </Suspense>
    </BlockBoundary>
  );
}

/** Edit mode keeps a client-side copy of the blocks so schemes can be previewed and blocks removed. */
function EditableBlocks({ blocks }: { blocks: Block[] }) {
  const [items, setItems] = useState(blocks);
  const [schemes, setSchemes] = useState<Record<string, ColorSchemeName>>({});
  useEffect(() => setItems(blocks), [blocks]);
  const keyed = items.map((block, index) => ({ block, key: blockKey(block, index) }));
  return (
    <>
      {keyed.map(({ block, key }, index) => (
        <EditOverlay
          key={key}
          block={block}
          scheme={schemes[key] ?? null}
          onScheme={(scheme) => setSchemes((current) => ({ ...current, [key]: scheme }))}
          onDelete={() => setItems(removeBlock(keyed, (item) => item.key, key).map((item) => item.block))}
        >
          {renderBlock(block, index)}
        </EditOverlay>
      ))}
    </>
  );
}

/** Renders CMS blocks through the registry; an unknown type renders nothing and logs a warning. */
export function Blocks({ blocks, editable = false }: { blocks: Block[]; editable?: boolean }) {
  if (editable) return <EditableBlocks blocks={blocks} />;
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={blockKey(block, index)}>{renderBlock(block, index)}</Fragment>
      ))}
    </>
  );
}
