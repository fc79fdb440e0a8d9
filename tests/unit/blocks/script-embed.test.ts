// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { ScriptEmbedFields } from "~/blocks/embeds/script-embed/fields.server";
import { parseEmbed } from "~/blocks/embeds/script-embed/parse-embed.server";
import { cmsBlock, prepareForTest, renderBlocks } from "../render";

describe("script-embed code (spec 3 §2)", () => {
  it("plain code runs as is", () => {
    expect(parseEmbed("window.x = 1;")).toEqual([{ code: "window.x = 1;" }]);
  });

  it("script elements give their sources and inline code", () => {
    expect(
      parseEmbed(
        '<div></div><script src="https://widget.example/a.js" async></script><script>init();</script>',
      ),
    ).toEqual([{ src: "https://widget.example/a.js" }, { code: "init();" }]);
  });

  it("only https and same-site addresses load", () => {
    expect(
      parseEmbed(
        '<script src="http://x/a.js"></script><script src="//x/a.js"></script><script src="/a.js"></script>',
      ),
    ).toEqual([{ src: "/a.js" }]);
  });

  it("nothing to run in empty code", () => {
    expect(parseEmbed("   ")).toEqual([]);
  });
});

describe("script-embed block (spec 3 §2)", () => {
  const embed = (fields: Record<string, unknown>) => cmsBlock("script-embed", fields);

  it("the editor's code reaches the page unsanitised, parsed on the server, in the visitor's language", async () => {
    const code = '<div></div><script src="https://widget.example/a.js"></script><script>init("x");</script>';
    const [prepared] = await prepareForTest([embed({ script: { type: "richtext", value: { fr: code } } })], {
      locale: "en",
    });
    expect(JSON.parse((prepared.fields as ScriptEmbedFields).script)).toEqual([
      { src: "https://widget.example/a.js" },
      { code: 'init("x");' },
    ]);
  });

  it("injects each script into its container under the page's nonce, and removes them when it goes", async () => {
    const nonce = document.createElement("script");
    nonce.nonce = "page-nonce";
    document.head.appendChild(nonce);
    const { container, unmount } = await renderBlocks([
      embed({
        main_title: { type: "text", value: { fr: "Widget" } },
        script: {
          type: "code",
          value: {
            fr: `<script src="https://widget.example/a.js"></script><script>document.body.append(document.createElement("output"));</script>`,
          },
        },
        padding: 80,
      }),
    ]);
    await screen.findByRole("heading", { level: 1, name: "Widget" });
    const host = container.querySelector("[data-script-embed]") as HTMLElement;
    const scripts = [...host.querySelectorAll("script")];
    expect(scripts.map((script) => script.src || script.text)).toEqual([
      "https://widget.example/a.js",
      'document.body.append(document.createElement("output"));',
    ]);
    // it ran once
    expect(document.querySelectorAll("body > output")).toHaveLength(1);
    expect(
      scripts.every((script) => script.nonce === "page-nonce" && script.dataset.embedFor === host.id),
    ).toBe(true);
    expect(
      (container.querySelector('[data-block-type="script-embed"]') as HTMLElement).style.getPropertyValue(
        "--embed-padding",
      ),
    ).toBe("80px");
    unmount();
    expect(scripts.every((script) => !script.isConnected)).toBe(true);
    nonce.remove();
  });
});
