// @vitest-environment jsdom
import { render } from "@testing-library/react";
import type { PreparedBlock } from "~/blocks/types";
import { heroPhoto, lcpImagePreload } from "~/cms/lcp-preload.server";
import { CmsImage } from "~/content/CmsImage";
import { imageSrcSet } from "~/content/image-url";
import { IMAGE_SIZES } from "~/content/image-sizes";
import { imageSource } from "../image-source";

// Issue 24: the head preloads the hero's own first-view photo, never another image its fields carry
// (the brokers page preloaded a member card's portrait at full width: 226 KB before the first paint).
const photo = (name: string) => ({ src: `http://cms.test/${name}.jpg`, alt: "", position: "50% 50%" });

describe("the hero photo the head preloads", () => {
  it("is the field each hero shows first and largest", () => {
    expect(heroPhoto({ block_type: "hero-content-1", fields: { image: photo("hero") } })?.src).toBe(
      "http://cms.test/hero.jpg",
    );
    const slides = [{ bg_media: { type: "image", ...photo("slide-1") } }, { bg_media: photo("slide-2") }];
    expect(heroPhoto({ block_type: "hero-slider", fields: { slides_repeater: slides } })?.src).toBe(
      "http://cms.test/slide-1.jpg",
    );
  });

  it("is preloaded at the very addresses its <img> asks for: a cover behind text at the cover quality", () => {
    const attributes = (block: { block_type: string; fields: Record<string, unknown> }) =>
      lcpImagePreload([{ ...block, block_params: {} } as unknown as PreparedBlock])[0] as Record<
        string,
        string
      >;
    const cover = attributes({
      block_type: "hero-cta",
      fields: { bg_media: { type: "image", ...photo("bg") } },
    });
    const rendered = render(<CmsImage image={photo("bg")} background sizes={IMAGE_SIZES.fullWidth} />);
    const img = rendered.container.querySelector("img")!;
    expect(cover.imageSrcSet).toBe(imageSource(img, "srcset"));
    expect(cover.imageSizes).toBe(img.getAttribute("sizes"));
    expect(cover.imageSrcSet).toContain("q=cover");
    // A hero whose photo sits beside its text, not behind it, keeps the standard quality.
    const beside = attributes({ block_type: "hero-content-1", fields: { image: photo("hero") } });
    expect(beside.imageSrcSet).toBe(imageSrcSet(photo("hero").src));
  });

  it("is none when the hero has no photo of its own, whatever else its fields hold", () => {
    const members = { members: [{ picture: photo("member-1") }], bg_media: null };
    expect(heroPhoto({ block_type: "hero-members-search", fields: members })).toBeUndefined();
    const video = { type: "video", sources: [{ url: "http://cms.test/a.mp4" }], poster: photo("poster") };
    expect(heroPhoto({ block_type: "hero-cta", fields: { bg_media: video } })).toBeUndefined();
    expect(heroPhoto({ block_type: "image-text", fields: { image: photo("side") } })).toBeUndefined();
  });
});
