import { Component, type ErrorInfo, type ReactNode } from "react";
import type { Block } from "~/cms/schema";
import { blockRegistry } from "./registry";

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

/** Renders CMS blocks through the registry; an unknown type renders nothing and logs a warning. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const BlockComponent = blockRegistry[block.block_type];
        const key = `${block.id ?? index}-${block.block_type}`;
        if (!BlockComponent) {
          console.warn(`Unknown block type "${block.block_type}": nothing rendered`);
          return null;
        }
        return (
          <BlockBoundary key={key} blockType={block.block_type}>
            <BlockComponent block={block} index={index} />
          </BlockBoundary>
        );
      })}
    </>
  );
}
