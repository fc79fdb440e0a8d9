import { describe, expect, it } from "vitest";
import { imageBytesRow } from "../../scripts/bench/image-bytes.mjs";
import { routeConcurrency, transformWidths, variants } from "../../scripts/bench/image-transform.mjs";
import { lcpAnatomy } from "../../scripts/bench/lcp-anatomy.mjs";
import { PARTS, selectedPages, selectedParts } from "../../scripts/bench/parts.mjs";
import { FIRST_VIEW_IMAGE_KB } from "../../tests/budgets.mjs";
import { IMAGE_WIDTHS } from "~/content/image-url";

describe("bench: image bytes of the first view", () => {
  it("targets 250 KB at 390 px and 600 KB at 1440 px", () => {
    expect(FIRST_VIEW_IMAGE_KB).toEqual({ 390: 250, 1440: 600 });
  });

  it("counts every image's body and headers, transformed or original, against the target", () => {
    const images = [
      {
        url: "/resources/image?src=a&w=480",
        status: 200,
        type: "image/webp",
        bodyBytes: 120_000,
        headerBytes: 400,
      },
      {
        url: "http://127.0.0.1:1/assets/logos/a.svg",
        status: 200,
        type: "image/svg+xml",
        bodyBytes: 9_000,
        headerBytes: 300,
      },
    ];
    const row = imageBytesRow(images, 250);
    expect(row).toMatchObject({ bytes: 129_700, count: 2, transformed: 1, target: 250_000, pass: true });
    expect(imageBytesRow(images, 129).pass).toBe(false);
  });
});

describe("bench: the transform's throughput", () => {
  it("asks for every source at every width of the route, in AVIF, WebP and JPEG", () => {
    const widths = transformWidths();
    expect(widths).toEqual([...IMAGE_WIDTHS]);
    const list = variants("http://app", ["http://cms/a.jpg", "http://cms/b.jpg"], widths);
    expect(list).toHaveLength(2 * IMAGE_WIDTHS.length * 3);
    expect(new Set(list.map((entry) => `${entry.url} ${entry.accept}`)).size).toBe(list.length);
    expect(new URL(list[0].url).searchParams.get("src")).toBe("http://cms/a.jpg");
  });

  it("uses the route's concurrency: IMAGE_CONCURRENCY, else one per core but one", () => {
    expect(routeConcurrency({ IMAGE_CONCURRENCY: "3" }, 2)).toBe(3);
    expect(routeConcurrency({}, 2)).toBe(1);
    expect(routeConcurrency({}, 1)).toBe(1);
    expect(routeConcurrency({}, 8)).toBe(7);
  });
});

describe("bench: BENCH_PARTS", () => {
  it("runs every part by default", () => {
    expect([...selectedParts(undefined)]).toEqual(PARTS);
    expect([...selectedParts("")]).toEqual(PARTS);
  });

  it("runs only the parts named, 'images' standing for the three image parts", () => {
    expect([...selectedParts("images, lighthouse")]).toEqual([
      "lighthouse",
      "image-bytes",
      "image-transform",
      "image-beside",
    ]);
    expect([...selectedParts("search")]).toEqual(["search"]);
  });

  it("refuses a part it does not know", () => {
    expect(() => selectedParts("lighthose")).toThrow(/unknown part\(s\) lighthose/);
  });
});

describe("bench: BENCH_PAGES", () => {
  const pages = [
    { path: "/fr/vitrine/heros", name: "showcase: heroes" },
    { path: "/en/showcase/heroes", name: "showcase: heroes" },
    { path: "/fr/proprietes", name: "property search" },
  ];

  it("measures every page by default, else the paths or page names listed", () => {
    expect(selectedPages(undefined, pages)).toEqual(pages);
    expect(selectedPages("showcase: heroes", pages)).toEqual(pages.slice(0, 2));
    expect(selectedPages(" /fr/proprietes, /en/showcase/heroes", pages)).toEqual(pages.slice(1));
  });

  it("refuses a page it does not know", () => {
    expect(() => selectedPages("/fr/nowhere", pages)).toThrow(/no page \/fr\/nowhere/);
  });
});

describe("bench: what Lighthouse's LCP is made of", () => {
  const request = (
    url: string,
    resourceType: string,
    priority: string,
    transferSize: number,
    end: number,
  ) => ({
    url,
    resourceType,
    priority,
    transferSize,
    networkRequestTime: end - 50,
    networkEndTime: end,
  });
  const lhr = {
    audits: {
      "largest-contentful-paint": { numericValue: 2100 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 400 }] } },
      "largest-contentful-paint-element": {
        details: { items: [{ items: [{ node: { selector: "li > article > img", snippet: "<img>" } }] }] },
      },
      "network-requests": {
        details: {
          items: [
            request("http://a/fr", "Document", "VeryHigh", 12_000, 100),
            request("http://a/resources/image?src=x&w=640", "Image", "High", 50_000, 390),
            request("http://a/resources/image?src=y&w=640", "Image", "Low", 30_000, 300),
            request("http://a/build/late.js", "Script", "Low", 40_000, 900),
          ],
        },
      },
    },
  };

  it("lists the requests that ended before the observed LCP, with and without low-priority images", () => {
    const anatomy = lcpAnatomy(lhr);
    expect(anatomy).toMatchObject({
      lcpMs: 2100,
      observedLcpMs: 400,
      element: { selector: "li > article > img" },
      bytesBefore: 92_000,
      bytesBeforeOptimistic: 62_000,
    });
    expect(anatomy.requestsBefore.map((entry: { transferBytes: number }) => entry.transferBytes)).toEqual([
      12_000, 30_000, 50_000,
    ]);
  });
});
