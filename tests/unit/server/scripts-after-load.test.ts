import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { JSDOM } from "jsdom";
import { scriptsAfterLoad } from "~/lib/scripts-after-load.server";

// Issue 24: the page's scripts download after its first view. Remix's <Scripts> cannot say so; the
// HTML stream is rewritten, whatever its chunks.
const NONCE = "bm9uY2Vub25jZW5vbmNlMQ==";
const links =
  '<link rel="modulepreload" href="/build/entry.js"/><link rel="modulepreload" href="/build/root.js"/>';
const context = `<script nonce="${NONCE}">window.__remixContext = {"a":"<b>"};</script>`;
const moduleScript = `<script nonce="${NONCE}" type="module" async="">import "/build/entry.js";</script>`;
const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Éléphant « ok »</p>' +
  links +
  context +
  moduleScript +
  "</body>";

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterLoad(NONCE)));
}

const wrapped = (tag: string) => `<template data-after-load nonce="${NONCE}">${tag}</template>`;

describe("scriptsAfterLoad", () => {
  let expected: string;
  beforeAll(async () => {
    expected = await through([Buffer.from(html)]);
  });

  it("wraps each modulepreload link and the module script in an inert template, in place", () => {
    const [before, after] = expected.split(wrapped(moduleScript));
    expect(before).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Éléphant « ok »</p>' +
        wrapped('<link rel="modulepreload" href="/build/entry.js"/>') +
        wrapped('<link rel="modulepreload" href="/build/root.js"/>') +
        context,
    );
    expect(after).toMatch(
      new RegExp(`^<script nonce="${NONCE}">\\(function \\(\\) \\{.*\\}\\)\\(\\)</script></body>$`),
    );
  });

  it("adds one starter, with the page's nonce, that waits for the first view's photos and their paint", () => {
    const starters = expected.match(/<script nonce="[^"]+">\(function [^<]*<\/script>/g) ?? [];
    expect(starters).toHaveLength(1);
    expect(starters[0]).toContain("d.images");
    expect(starters[0]).toContain('"largest-contentful-paint"');
    expect(starters[0]).toContain("importNode(t.content, true)");
    // The module script reads the data after it: it waits for the document to be parsed.
    expect(starters[0]).toContain('"DOMContentLoaded"');
  });

  it("gives the same page when a chunk ends anywhere, inside a tag or a multi-byte letter", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a page in one-byte chunks whole", async () => {
    const bytes = Buffer.from(html);
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("holds back only what could be a tag it rewrites: a streamed chunk goes out whole", async () => {
    const transform = scriptsAfterLoad(NONCE);
    const out: string[] = [];
    transform.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const write = (text: string) => new Promise<void>((resolve) => transform.write(text, () => resolve()));
    await write('<div hidden id="S:0"><p>ok</p></div><script>$RC("B:0","S:0")</script><link rel="icon"');
    expect(out.join("")).toBe(
      '<div hidden id="S:0"><p>ok</p></div><script>$RC("B:0","S:0")</script><link rel="icon"',
    );
    await write('/><p>next</p><script nonce="x" type="mod');
    expect(out.join("")).toMatch(/<p>next<\/p>$/);
    await write('ule">import "/x.js";');
    expect(out.join("")).toMatch(/<p>next<\/p>$/);
    transform.end("</script><p>after</p>");
    await new Promise((resolve) => transform.on("end", resolve));
    expect(out.join("")).toContain(wrapped('<script nonce="x" type="module">import "/x.js";</script>'));
    expect(out.join("")).toMatch(/<p>after<\/p>$/);
  });

  it("leaves tags after the module script alone: the starter has already run its templates", async () => {
    const late = '<div hidden id="S:1"></div><link rel="modulepreload" href="/build/late.js"/>';
    const out = await through([Buffer.from(html.replace("</body>", "")), Buffer.from(late)]);
    expect(out.endsWith(late)).toBe(true);
  });

  it("still starts links that no module script follows", async () => {
    const out = await through([Buffer.from(`<body>${links}</body>`)]);
    expect(out).toContain(wrapped('<link rel="modulepreload" href="/build/root.js"/>'));
    expect(out).toMatch(/<\/body><script nonce="[^"]+">\(function.*<\/script>$/);
  });

  it("leaves a page without scripts as it was", async () => {
    const page = '<html><body><script type="application/ld+json">{"a":1}</script><p>x</p></body></html>';
    expect(await through([Buffer.from(page)])).toBe(page);
  });

  it("promotes only the templates carrying the answer's nonce: an injected one stays inert", async () => {
    const injected =
      '<template data-after-load><script>window.ran = "no nonce"</script></template>' +
      '<template data-after-load nonce="guessed"><script>window.ran = "wrong nonce"</script></template>';
    const served = `<script nonce="${NONCE}">window.ran = null</script>`;
    const page = await through([Buffer.from(`<html><body>${served}${injected}${links}</body></html>`)]);
    const { window } = new JSDOM(page, { runScripts: "dangerously", pretendToBeVisual: true });
    const templates = () => [...window.document.querySelectorAll("template[data-after-load]")];
    await vi.waitFor(() => expect(templates()).toHaveLength(2), { timeout: 10_000 });
    expect(templates().map((template) => template.getAttribute("nonce"))).toEqual([null, "guessed"]);
    expect(window.document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    expect((window as unknown as { ran: unknown }).ran).toBeNull();
    window.close();
  });
});
