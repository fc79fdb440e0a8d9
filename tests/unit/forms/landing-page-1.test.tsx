// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { renderBlocks } from "../render";

const landing = {
  block_type: "landing-page-1",
  block_params: {},
  fields: {
    main_title: {
      type: "text",
      value: { fr: "Combien vaut votre propriété ?", en: "What is your home worth?" },
    },
    avatar: {
      type: "image",
      media: { fr: { url: "images/julie.svg", alt: "Julie" }, en: { url: "images/julie.svg", alt: "Julie" } },
    },
  },
};

describe("landing page 1 (spec 2 §2)", () => {
  it("on a broker's site: the individual form title and the broker's own avatar", async () => {
    await renderBlocks([landing], { locale: "en", site: { siteType: "broker" } });
    expect(await screen.findByRole("heading", { name: "Write to me" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "What is your home worth?" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Julie" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Brand logo" })).toBeNull();
  });

  it("on an agency's site: the group form title, and the brand logo forced on the avatar", async () => {
    await renderBlocks([landing], { locale: "fr", site: { siteType: "agency", brandVersion: 2 } });
    expect(await screen.findByRole("heading", { name: "Écrivez-nous" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Logo de la marque" })).toHaveAttribute(
      "src",
      "/images/logos/network-v2.svg",
    );
    expect(screen.queryByRole("img", { name: "Julie" })).toBeNull();
  });

  it("holds a contact form", async () => {
    await renderBlocks([landing], { locale: "en", site: { siteType: "broker" } });
    expect(await screen.findByRole("button", { name: "Send" })).toBeInTheDocument();
  });
});
