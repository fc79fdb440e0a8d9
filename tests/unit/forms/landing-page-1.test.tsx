// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import LandingPage1 from "~/blocks/hero/landing-page-1/LandingPage1";
import type { LandingPage1Fields } from "~/blocks/hero/landing-page-1/fields.server";
import type { PreparedBlock } from "~/blocks/types";
import { renderBlocks, renderWithProviders } from "../render";

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

  // Issue 21: its loader mints a key on every render; the retry after a failure posts the first.
  it("re-rendered after a failed post without JavaScript, its form carries the posted key", async () => {
    const fields = {
      background_image: null,
      avatar: null,
      super_title: null,
      main_title: null,
      sub_title: null,
      description: null,
      cta_repeater: [],
    } as unknown as LandingPage1Fields;
    const block: PreparedBlock<LandingPage1Fields> = {
      key: "3-landing-page-1",
      id: 3,
      block_type: "landing-page-1",
      block_params: {},
      look: { scheme: "normal", style: {} },
      edit: [],
      fields,
    };
    const answer = {
      formId: "form-3-landing-page-1",
      status: "failed",
      fieldErrors: {},
      repopulateFields: { firstname: "Ann", message: "Hello" },
      idempotencyKey: "key-of-the-first-post",
    };
    const { container } = renderWithProviders(
      <LandingPage1 block={block} fields={fields} data={{ idempotencyKey: "key-new-render" }} index={1} />,
      { locale: "en", site: { siteType: "broker" }, path: "/en/landing", actionData: answer },
    );
    expect(await screen.findByRole("textbox", { name: /Message/ })).toHaveValue("Hello");
    expect(container.querySelector<HTMLInputElement>('input[name="idempotency_key"]')?.value).toBe(
      "key-of-the-first-post",
    );
  });
});
