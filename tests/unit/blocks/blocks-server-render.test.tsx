import { Provider as JotaiProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { Blocks } from "~/blocks/Blocks";
import type * as Registry from "~/blocks/registry";
import type { Block } from "~/cms/schema";
import { prepareForTest } from "../render";

vi.mock("~/blocks/registry", async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  function Broken(): never {
    throw new Error("broken block");
  }
  return {
    ...actual,
    isBlockType: (type: string) => type === "broken-test-block" || actual.isBlockType(type),
    loadBlockFields: (type: string) =>
      type === "broken-test-block"
        ? Promise.resolve({ parse: () => ({ success: true, data: {} }), interactive: () => true, texts: [] })
        : actual.loadBlockFields(type as Registry.BlockType),
    blockComponentOf: (type: string) =>
      type === "broken-test-block" ? Broken : actual.blockComponentOf(type),
  };
});

const block = (block_type: string, title?: string): Block => ({
  block_type,
  block_params: {},
  fields: title ? { main_title: { type: "text", value: { fr: title } } } : {},
});

async function serverRender(blocks: Block[]) {
  const prepared = await prepareForTest(blocks);
  return renderToString(
    <JotaiProvider>
      <Blocks blocks={prepared} />
    </JotaiProvider>,
  );
}

describe("blocks on the server (ARCHITECTURE §4: one bad block never takes the page down)", () => {
  it("a block that throws while rendering is left out of the HTML and the others render", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await serverRender([
      block("text-block-2", "Avant"),
      block("broken-test-block"),
      block("text-block-2", "Après"),
    ]);
    expect(html).toContain("Avant");
    expect(html).toContain("Après");
    // React marks the boundary for a client render (where BlockBoundary catches it) instead of failing.
    expect(html).toContain("<!--$!-->");
    expect(html.match(/<section/g)).toHaveLength(2);
    error.mockRestore();
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "a block type named like an object built-in (%s) is an unknown block",
    async (type) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const html = await serverRender([block(type), block("text-block-2", "Toujours là")]);
      expect(html).toContain("Toujours là");
      expect(html).not.toContain("[object");
      expect(warn).toHaveBeenCalledWith(`Unknown block type "${type}": nothing rendered`);
      warn.mockRestore();
    },
  );
});
