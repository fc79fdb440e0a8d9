import { parseConfig } from "~/config.server";
import { columnSizes } from "~/content/column-sizes";
import { IMAGE_SIZES, heroImageSizes } from "~/content/image-sizes";
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  isTransformable,
  templatedImageUrl,
  transformedUrl,
} from "~/content/image-url";

const photo = "http://cms.test/media/house.jpg";

describe("responsive image addresses (issue 24 §2)", () => {
  it("offers every fixed width of a photo through the versioned transform URL", () => {
    const srcSet = imageSrcSet(photo)!;
    const candidates = srcSet.split(", ").map((candidate) => candidate.split(" "));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(IMAGE_WIDTHS.map((width) => `${width}w`));
    for (const [url, descriptor] of candidates) {
      const query = new URL(url, "http://site.test").searchParams;
      expect(url.startsWith("/resources/image?")).toBe(true);
      expect(query.get("src")).toBe(photo);
      expect(`${query.get("w")}w`).toBe(descriptor);
      expect(query.get("v")).toMatch(/^\d+$/);
    }
  });

  it("asks for a cover behind a scrim at the transform's cover quality, at every width", () => {
    const candidates = imageSrcSet(photo, undefined, true)!.split(", ");
    expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
    for (const candidate of candidates)
      expect(new URL(candidate.split(" ")[0], "http://site.test").searchParams.get("q")).toBe("cover");
    expect(imageSrcSet(photo)).not.toContain("q=");
  });

  it("stops at the largest width the layout needs, keeping at least the smallest", () => {
    expect(imageSrcSet(photo, 320)).toBe(
      `${transformedUrl(photo, 160)} 160w, ${transformedUrl(photo, 240)} 240w, ${transformedUrl(photo, 320)} 320w`,
    );
    expect(imageSrcSet(photo, 100)).toBe(`${transformedUrl(photo, 160)} 160w`);
  });

  it("leaves vector images, GIFs and relative paths as they are", () => {
    expect(isTransformable("http://cms.test/logo.svg")).toBe(false);
    expect(isTransformable("http://cms.test/anim.GIF?x=1")).toBe(false);
    expect(isTransformable("/images/logo.png")).toBe(false);
    expect(imageSrcSet("http://cms.test/logo.svg")).toBeUndefined();
    expect(isTransformable("https://cms.test/a.png?x=1")).toBe(true);
  });

  it("fills IMAGE_URL_TEMPLATE for a CDN or the CMS's own resizer", () => {
    expect(templatedImageUrl("https://img.example/{src}?w={w}&fm={format}", photo, 640, "avif")).toBe(
      `https://img.example/${encodeURIComponent(photo)}?w=640&fm=avif`,
    );
  });

  it("gives each layout a sizes that matches its rendered width, the hero's preload included", () => {
    expect(IMAGE_SIZES.fullWidth).toBe("100vw");
    // ui/grid.module.css: 1 column inside the 1.5rem gutters, 2 from 768 px, 3 from 1200 px (gap
    // 1.5rem), at most 80rem, less the card's border.
    expect(IMAGE_SIZES.gridCard).toBe(
      "(min-width: 1328px) 408.67px, (min-width: 1200px) calc((100vw - 96px) / 3 - 2px), " +
        "(min-width: 768px) calc((100vw - 72px) / 2 - 2px), calc(100vw - 48px - 2px)",
    );
    expect(IMAGE_SIZES.thumbnail).toBe("96px");
    expect(heroImageSizes("hero-content-1")).toBe(
      "(min-width: 1328px) 608px, (min-width: 992px) calc((100vw - 112px) / 2), calc(100vw - 48px)",
    );
    // A cover behind text stays at the viewport's width (CmsImage's `background`).
    expect(heroImageSizes("hero-cta")).toBe("100vw");
    expect(heroImageSizes("hero-landing-page-1")).toBe("100vw");
  });

  it("writes a column layout's sizes per breakpoint, in px once the container stops growing", () => {
    expect(columnSizes({ columns: { 0: 1, 768: 2 } })).toBe(
      "(min-width: 1328px) 628px, (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 48px)",
    );
    // A breakpoint past the container's widest is in px too; a cover photo is asked wider.
    expect(columnSizes({ columns: { 0: 1, 992: 2, 1440: 4 }, gap: 80, cover: 1.125 })).toBe(
      "(min-width: 1440px) 292.5px, (min-width: 1328px) 675px, (min-width: 992px) calc((100vw - 128px) / 2 * 1.125), " +
        "calc((100vw - 48px) * 1.125)",
    );
  });

  it("writes out the shared layouts exactly as columnSizes computes them (pages do not ship it)", () => {
    expect(IMAGE_SIZES.split).toBe(columnSizes({ columns: { 0: 1, 992: 2 }, gap: 80, cover: 1.125 }));
    expect(IMAGE_SIZES.gridCard).toBe(columnSizes({ columns: { 0: 1, 768: 2, 1200: 3 }, less: 2 }));
    expect(IMAGE_SIZES.carouselSlide).toBe(columnSizes({ columns: { 0: 1, 768: 2, 1200: 3, 1680: 4 } }));
    expect(IMAGE_SIZES.propertySlide).toBe(
      columnSizes({ columns: { 0: 1, 768: 2, 1200: 3, 1680: 4 }, maxWidth: 1440, less: 2 }),
    );
    expect(heroImageSizes("hero-content-1")).toBe(columnSizes({ columns: { 0: 1, 992: 2 }, gap: 64 }));
    expect(heroImageSizes("hero-infos")).toBe(
      columnSizes({ columns: { 0: 1, 992: 2 }, gap: 64, cover: 1.125 }),
    );
  });
});

describe("image settings (issue 24 §1)", () => {
  const base = { CMS_URL: "http://cms.test/", CORE_URL: "http://core.test" };

  it("resizes locally by default, with bounded input, cache and queue", () => {
    expect(parseConfig(base)).toMatchObject({
      imageTransform: "local",
      imageUrlTemplate: null,
      imageMaxInputBytes: 20 * 1024 * 1024,
      imageMaxPixels: 50_000_000,
      imageCacheBytes: 128 * 1024 * 1024,
      imageQueue: 32,
    });
  });

  it("takes off and a template, and refuses a template without {src} and {w} or a mode it does not know", () => {
    const template = "https://img.example/{src}?w={w}&fm={format}";
    expect(parseConfig({ ...base, IMAGE_TRANSFORM: "off", IMAGE_URL_TEMPLATE: template })).toMatchObject({
      imageTransform: "off",
      imageUrlTemplate: template,
    });
    expect(() => parseConfig({ ...base, IMAGE_URL_TEMPLATE: "https://img.example/{src}" })).toThrow(/\{w\}/);
    expect(() => parseConfig({ ...base, IMAGE_URL_TEMPLATE: "ftp://img.example/{src}?w={w}" })).toThrow();
    expect(() => parseConfig({ ...base, IMAGE_TRANSFORM: "cloud" })).toThrow();
    expect(() => parseConfig({ ...base, IMAGE_ORIGINS: "not a url" })).toThrow();
  });
});
