import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { lowPriorityModulePreloads } from "~/lib/script-priority.server";

// Issue 24: the page's scripts yield the connection to its stylesheet and first photo. Remix's
// <Scripts> cannot say so; the HTML stream is rewritten, whatever its chunks.
const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Éléphant « ok »</p>' +
  '<link rel="modulepreload" href="/build/entry.js"/><link rel="modulepreload" href="/build/root.js"/>' +
  '<script type="module">import "/build/entry.js";</script></body>';
const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every modulepreload link low and leaves the rest as it was", async () => {
    expect(await through([Buffer.from(html)])).toBe(expected);
  });

  it("does so when a chunk ends anywhere, inside a tag or a multi-byte letter", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a page in one-byte chunks whole", async () => {
    const bytes = Buffer.from(html);
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("holds nothing back but the start of a modulepreload link: a streamed chunk goes out whole", async () => {
    const transform = lowPriorityModulePreloads();
    const out: string[] = [];
    transform.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const write = (text: string) => new Promise<void>((resolve) => transform.write(text, () => resolve()));
    await write('<div hidden id="S:0"><p>ok</p></div><script>$RC("B:0","S:0")</script>');
    expect(out.join("")).toBe('<div hidden id="S:0"><p>ok</p></div><script>$RC("B:0","S:0")</script>');
    await write('<p>next</p><link rel="modu');
    expect(out.join("")).toMatch(/<p>next<\/p>$/);
    transform.end('lepreload" href="/x.js"/>');
    await new Promise((resolve) => transform.on("end", resolve));
    expect(out.join("")).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/x.js"\/>$/);
  });
});
