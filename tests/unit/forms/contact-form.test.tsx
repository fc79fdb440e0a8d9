// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { ContactForm } from "~/forms/contact/ContactForm";
import { TEST_CAPTCHA_TOKEN } from "~/forms/captcha-token";
import { captchaRequestersAtom } from "~/state/captcha";
import { renderWithProviders } from "../render";

describe("the contact form (spec 1 §5)", () => {
  it("shows the two consent boxes, each naming the contact, only when show_consent is true", async () => {
    renderWithProviders(<ContactForm formId="f1" />, {
      locale: "en",
      site: { contactForm: { showConsent: true, contactName: "Julie Tremblay" } },
    });
    expect(
      await screen.findByRole("checkbox", { name: /appointment confirmation.*Julie Tremblay/ }),
    ).not.toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: /promotional messages from Julie Tremblay/ }),
    ).toBeInTheDocument();
  });

  it("has no consent box when show_consent is false", async () => {
    renderWithProviders(<ContactForm formId="f2" />, {
      locale: "en",
      site: { contactForm: { showConsent: false, contactName: null } },
    });
    await screen.findByRole("textbox", { name: "Message" });
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("disables the submit button when no captcha site key is available", async () => {
    renderWithProviders(<ContactForm formId="f3" />, { locale: "fr", site: { recaptchaSiteKey: null } });
    expect(await screen.findByRole("button", { name: "Envoyer" })).toBeDisabled();
  });

  it("asks for the captcha while it is on the page, and carries the offline test token", async () => {
    const { store, container, unmount } = renderWithProviders(<ContactForm formId="f4" />, { locale: "fr" });
    await screen.findByRole("button", { name: "Envoyer" });
    expect(store.get(captchaRequestersAtom).has("f4")).toBe(true);
    const token = container.querySelector<HTMLInputElement>('input[name="recaptcha_response"]');
    expect(token?.value).toBe(TEST_CAPTCHA_TOKEN);
    unmount();
    expect(store.get(captchaRequestersAtom).has("f4")).toBe(false);
  });

  it("labels every field and ties the required ones to the form", async () => {
    renderWithProviders(<ContactForm formId="f5" recipient={{ type: "broker", slug: "julie" }} />, {
      locale: "fr",
    });
    for (const name of ["Prénom", "Nom", "Courriel", "Message"])
      expect(await screen.findByRole("textbox", { name })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Téléphone (facultatif)" })).not.toBeRequired();
    expect(document.querySelector<HTMLInputElement>('input[name="recipient_type"]')?.value).toBe("broker");
  });
});
