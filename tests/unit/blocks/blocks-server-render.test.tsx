import { Provider as JotaiProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { Blocks } from "~/blocks/Blocks";
import type * as Registry from "~/blocks/registry";
import type { Block } from "~/cms/schema";
import { testI18n } from "../render";

vi.mock("~/blocks/registry", async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  function Broken(): never {
    throw new Error("broken block");
  }
  return {
    blockComponentOf: (type: string) =>
      type === "broken-test-block" ? Broken : actual.blockComponentOf(type),
  };
});

const block = (block_type: string, title?: string): Block => ({
  block_type,
  block_params: {},
  fields: title ? { main_title: { type: "text", value: { fr: title } } } : {},
});

function serverRender(blocks: Block[]) {
  return renderToString(
    <I18nextProvider i18n={testI18n("fr")}>
      <JotaiProvider>
        <Blocks blocks={blocks} />
      </JotaiProvider>
    </I18nextProvider>,
  );
}

describe("blocks on the server (ARCHITECTURE §4: one bad block never takes the page down)", () => {
  it("a block that throws while rendering is left out of the HTML and the others render", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = serverRender([
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
    (type) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const html = serverRender([block(type), block("text-block-2", "Toujours là")]);
      expect(html).toContain("Toujours là");
      expect(html).not.toContain("[object");
      expect(warn).toHaveBeenCalledWith(`Unknown block type "${type}": nothing rendered`);
      warn.mockRestore();
    },
  );
});
