// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { CmsImage } from "~/content/CmsImage";
import { imageSrcSet } from "~/content/image-url";
import { IMAGE_SIZES } from "~/content/image-sizes";
import { imageSource } from "../image-source";

const photo = { src: "http://cms.test/media/house.jpg", alt: "Maison", position: "50% 50%" };

function img(element: React.ReactElement) {
  return render(element).container.querySelector("img")!;
}

describe("CmsImage (issue 24 §2)", () => {
  it("gives a photo a srcset of the transform's widths and the layout's sizes", () => {
    const image = img(<CmsImage image={photo} sizes={IMAGE_SIZES.gridCard} width={640} height={427} />);
    expect(imageSource(image, "srcset")).toContain("/resources/image?");
    expect(imageSource(image, "srcset")).toContain(" 2048w");
    expect(image.getAttribute("sizes")).toBe(IMAGE_SIZES.gridCard);
    expect(imageSource(image)).toBe(photo.src);
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("427");
    expect(image.getAttribute("alt")).toBe("Maison");
  });

  it("takes the full width as sizes when the block names none", () => {
    expect(img(<CmsImage image={photo} />).getAttribute("sizes")).toBe("100vw");
  });

  it("marks a cover behind text as a background, and nothing else", () => {
    expect(img(<CmsImage image={photo} background />).hasAttribute("data-background")).toBe(true);
    expect(img(<CmsImage image={photo} />).hasAttribute("data-background")).toBe(false);
  });

  it("asks for a background at the transform's cover quality (the scrim hides what it loses)", () => {
    expect(imageSource(img(<CmsImage image={photo} background />), "srcset")).toBe(
      imageSrcSet(photo.src, undefined, true),
    );
    expect(imageSource(img(<CmsImage image={photo} background />), "srcset")).toContain("q=cover");
    expect(imageSource(img(<CmsImage image={photo} />), "srcset")).not.toContain("q=cover");
  });

  it("loads lazily unless it is the first view's largest image", () => {
    const lazy = img(<CmsImage image={photo} />);
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.hasAttribute("fetchpriority")).toBe(false);
    const preloaded = img(<CmsImage image={photo} priority="high" />);
    expect(preloaded.getAttribute("loading")).toBe("eager");
    expect(preloaded.getAttribute("fetchpriority")).toBe("high");
  });

  it("leaves a logo (SVG) without srcset or sizes", () => {
    const logo = img(<CmsImage image={{ ...photo, src: "http://cms.test/logo.svg" }} />);
    expect(logo.hasAttribute("srcset")).toBe(false);
    expect(logo.hasAttribute("sizes")).toBe(false);
  });
});
