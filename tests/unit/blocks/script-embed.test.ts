import { parseEmbed } from "~/blocks/embeds/script-embed/parse-embed";

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
