// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { LocaleSwitcher } from "~/shell/LocaleSwitcher";
import { renderWithProviders } from "../render";

const VALID_TOKEN = "preview-secret-0123456789";
const accepted = { id: "7", name: "Été", background: "#6b21a8", text: "#ffffff" };

/** Where the English link lands, once through /resources/locale. */
function englishTarget(): string {
  const href = screen.getByRole("link", { name: "English" }).getAttribute("href") ?? "";
  const url = new URL(href, "http://site.invalid");
  expect(url.pathname).toBe("/resources/locale");
  return url.searchParams.get("to") ?? "";
}

describe("the language switcher's links (issue 21 §7)", () => {
  it("leaves out a preview_token the page did not accept (not in edit mode)", () => {
    renderWithProviders(<LocaleSwitcher />, { path: `/fr?preview_token=${"x".repeat(12 * 1024)}` });
    expect(englishTarget()).toBe("/en");
  });

  it("leaves out a well-shaped but wrong preview_token", () => {
    renderWithProviders(<LocaleSwitcher />, { path: `/fr?preview_token=${VALID_TOKEN}` });
    expect(englishTarget()).toBe("/en");
  });

  it("keeps the preview_token in edit mode, where the page accepted it", () => {
    renderWithProviders(<LocaleSwitcher />, {
      path: `/fr?preview_token=${VALID_TOKEN}`,
      site: { editMode: true },
    });
    expect(englishTarget()).toBe(`/en?preview_token=${VALID_TOKEN}`);
  });

  it("leaves out a variant the page did not show", () => {
    renderWithProviders(<LocaleSwitcher />, { path: "/fr?variant=99" });
    expect(englishTarget()).toBe("/en");
  });

  it("leaves out a malformed variant even when a variant is shown", () => {
    renderWithProviders(<LocaleSwitcher />, {
      path: `/fr?variant=${encodeURIComponent("<b>7</b>")}`,
      site: { variant: accepted },
    });
    expect(englishTarget()).toBe("/en");
  });

  it("keeps the variant the page shows", () => {
    renderWithProviders(<LocaleSwitcher />, { path: "/fr?variant=7", site: { variant: accepted } });
    expect(englishTarget()).toBe("/en?variant=7");
  });

  it("goes to the page's alternate in the other language, other query keys left out", () => {
    renderWithProviders(<LocaleSwitcher />, {
      path: "/fr/a-propos?utm_source=x&variant=7",
      site: { variant: accepted, alternatePaths: [{ locale: "en", path: "/en/about" }] },
    });
    expect(englishTarget()).toBe("/en/about?variant=7");
  });
});

describe("the language switcher carries what the page shows (issue 34 §11)", () => {
  it("keeps the search's filters on the way to the other language's path", () => {
    renderWithProviders(<LocaleSwitcher />, {
      path: "/fr/proprietes?type=condo&bedrooms=2&utm_source=x",
      site: { alternatePaths: [{ locale: "en", path: "/en/properties" }] },
    });
    expect(englishTarget()).toBe("/en/properties?type=condo&bedrooms=2");
  });
});
