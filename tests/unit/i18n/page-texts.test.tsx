import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { messagesOf, registerMessages } from "~/i18n/messages";
import { alwaysLoadedMessages } from "~/i18n/messages.server";
import { PageTexts, PageTextsProvider, registerPageTexts } from "~/i18n/page-texts";
import { pageTextsJson } from "~/i18n/page-texts.server";

// Issue 33: the first view's texts travel in the page, not as 1–3 script chunks of their own.
describe("the texts a page carries", () => {
  it("are every namespace its language loads with it, and the lazy ones asked for, no other", () => {
    const texts = JSON.parse(pageTextsJson("fr", ["blog", "not-a-namespace", "blog"])) as Record<
      string,
      unknown
    >;
    expect(Object.keys(texts).sort()).toEqual([...Object.keys(alwaysLoadedMessages.fr), "blog"].sort());
    expect(texts.blog).toEqual(messagesOf("fr").blog);
    expect(texts.common).toEqual(messagesOf("fr").common);
    expect(JSON.parse(pageTextsJson("en", [])) as object).toEqual(alwaysLoadedMessages.en);
  });

  it("cannot close their script, whatever a text holds", () => {
    const showcase = messagesOf("en").showcase;
    registerMessages("en", { showcase: { ...showcase, hostile: "</script><script>alert(1)</script><!--" } });
    try {
      const json = pageTextsJson("en", ["showcase"]);
      expect(json).not.toContain("<");
      expect((JSON.parse(json) as { showcase: { hostile: string } }).showcase.hostile).toBe(
        "</script><script>alert(1)</script><!--",
      );
    } finally {
      registerMessages("en", { showcase });
    }
  });

  it("are written by the server's render into a data script, empty where nothing provides them", () => {
    const json = pageTextsJson("fr", ["blog"]);
    expect(
      renderToString(
        <PageTextsProvider value={json}>
          <PageTexts />
        </PageTextsProvider>,
      ),
    ).toBe(`<script type="application/json" id="page-texts">${json}</script>`);
    expect(renderToString(<PageTexts />)).toBe('<script type="application/json" id="page-texts"></script>');
  });

  it("are registered by the browser before it hydrates; a script it cannot read is ignored", () => {
    const tools = messagesOf("en").tools;
    const page = (content: string) =>
      new JSDOM(`<body><script type="application/json" id="page-texts">${content}</script></body>`).window
        .document;
    try {
      registerPageTexts(page('{"tools":{"from-the-page":"yes"}}'), "en");
      expect(messagesOf("en").tools).toEqual({ "from-the-page": "yes" });
      registerPageTexts(page('{"tools":'), "en");
      registerPageTexts(page(""), "en");
      expect(messagesOf("en").tools).toEqual({ "from-the-page": "yes" });
    } finally {
      registerMessages("en", { tools });
    }
    expect(messagesOf("en").tools).toBe(tools);
  });
});
