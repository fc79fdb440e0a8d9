// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Blocks } from "~/blocks/Blocks";
import type { PreparedBlock } from "~/blocks/types";
import { CONSENT_READY_EVENT, useConsentReady } from "~/shell/use-consent-ready";
import { prepareForTest, renderWithProviders } from "../render";

let footer: PreparedBlock[];
beforeAll(async () => {
  footer = await prepareForTest([{ block_type: "footer-classic", block_params: {}, fields: {} }]);
});

function FooterWithConsent() {
  useConsentReady();
  return <Blocks blocks={footer} />;
}

afterEach(() => {
  delete window.__consent;
  document.documentElement.removeAttribute("data-consent-ready");
});

// global.css hides the button until the page is marked ready; jsdom loads no stylesheet, so the
// tests check the mark and load that one rule themselves.
function loadConsentRule() {
  const style = document.createElement("style");
  style.textContent = "html:not([data-consent-ready]) [data-consent-preferences] { display: none; }";
  document.head.append(style);
}

describe("consent preferences (spec 2 §2 footer, spec 3 §7)", () => {
  it("the footer button appears once the consent platform is ready, and opens its preferences", async () => {
    loadConsentRule();
    renderWithProviders(<FooterWithConsent />);
    await screen.findByRole("link", { name: "Conditions d'utilisation" });
    expect(screen.queryByRole("button", { name: /consentement|témoins/i })).not.toBeInTheDocument();

    const showPreferences = vi.fn();
    window.__consent = { showPreferences };
    act(() => void window.dispatchEvent(new Event(CONSENT_READY_EVENT)));
    expect(document.documentElement).toHaveAttribute("data-consent-ready");
    await userEvent.click(await screen.findByRole("button", { name: /consentement|témoins/i }));
    expect(showPreferences).toHaveBeenCalledTimes(1);
  });

  it("a consent platform that loaded first is seen at once", async () => {
    loadConsentRule();
    window.__consent = { showPreferences: () => {} };
    renderWithProviders(<FooterWithConsent />);
    expect(await screen.findByRole("button", { name: /consentement|témoins/i })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("data-consent-ready");
  });
});
