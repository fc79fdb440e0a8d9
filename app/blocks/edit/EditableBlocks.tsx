import { useEffect, useState } from "react";
import type { ColorSchemeName } from "~/theme/schemes";
import { renderLoadedBlock } from "../render-loaded-block";
import type { PreparedBlock } from "../types";
import { removeBlock } from "./edit-actions";
import { EditOverlay } from "./EditOverlay";

/** Edit mode keeps a client-side copy of the blocks so schemes can be previewed and blocks removed. */
export default function EditableBlocks({ blocks }: { blocks: PreparedBlock[] }) {
  const [items, setItems] = useState(blocks);
  const [schemes, setSchemes] = useState<Record<string, ColorSchemeName>>({});
  useEffect(() => setItems(blocks), [blocks]);
  return (
    <>
      {items.map((block, index) => (
        <EditOverlay
          key={block.key}
          block={block}
          scheme={schemes[block.key] ?? null}
          onScheme={(scheme) => setSchemes((current) => ({ ...current, [block.key]: scheme }))}
          onDelete={() => setItems((current) => removeBlock(current, (item) => item.key, block.key))}
        >
          {renderLoadedBlock(block, index)}
        </EditOverlay>
      ))}
    </>
  );
}
