// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ContactForm } from "~/forms/contact/ContactForm";
import { TEST_CAPTCHA_TOKEN } from "~/forms/captcha-token";
import { CAPTCHA_WAIT_MS } from "~/forms/use-lead-form";
import { captchaExecutorAtom, captchaRequestersAtom } from "~/state/captcha";
import { toastsAtom } from "~/ui/toast";
import type { FormActionData } from "~/forms/form-result";
import { renderWithProviders } from "../render";

/** The page re-rendered after a post without JavaScript: the action's answer and a fresh loader key. */
function renderAfterPost(answer: FormActionData) {
  return renderWithProviders(<ContactForm formId="form-1" idempotencyKey="key-from-the-new-render" />, {
    locale: "en",
    path: "/en/contact",
    actionData: answer,
  });
}

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

  // Issue 21: the page's loader mints a key on every render; a retry must post the first one.
  it.each(["failed", "invalid", "rate-limited", "captcha"] as const)(
    "after a post answered %s without JavaScript, the form carries the posted key, not a new one",
    async (status) => {
      const { container } = renderAfterPost({
        formId: "form-1",
        status,
        fieldErrors: status === "invalid" ? { email: "email" } : {},
        repopulateFields: { firstname: "Ann", email: "ann@", message: "Hello" },
        idempotencyKey: "key-of-the-first-post",
      });
      await screen.findByRole("alert");
      const key = container.querySelector<HTMLInputElement>('input[name="idempotency_key"]');
      expect(key?.value).toBe("key-of-the-first-post");
      expect(screen.getByRole("textbox", { name: /First name/ })).toHaveValue("Ann");
      expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Hello");
    },
  );

  it("a failed send says so and that the typed values are kept", async () => {
    renderAfterPost({
      formId: "form-1",
      status: "failed",
      fieldErrors: {},
      idempotencyKey: "key-0123456789",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/not sent.*still here/);
  });

  it("caps each field's length where the visitor types", async () => {
    renderWithProviders(<ContactForm formId="f6" />, { locale: "en" });
    const maxLength = (name: RegExp) => screen.getByRole("textbox", { name }).getAttribute("maxlength");
    await screen.findByRole("textbox", { name: /Message/ });
    expect([
      maxLength(/First name/),
      maxLength(/Last name/),
      maxLength(/Email/),
      maxLength(/Message/),
    ]).toEqual(["100", "100", "254", "5000"]);
  });
});

describe("a send pressed while the captcha widget still loads (issue: the seconds before the code)", () => {
  async function filledForm(action: (form: FormData) => void) {
    const rendered = renderWithProviders(
      <ContactForm formId="f-wait" idempotencyKey="key-wait-0123456789" />,
      {
        locale: "en",
        path: "/en/contact",
        action: async ({ request }) => {
          action(await request.formData());
          return { formId: "f-wait", status: "sent", fieldErrors: {}, idempotencyKey: "key-wait-0123456789" };
        },
      },
    );
    const box = (name: RegExp) => screen.getByRole("textbox", { name });
    fireEvent.input(await screen.findByRole("textbox", { name: /First name/ }), { target: { value: "Léa" } });
    fireEvent.input(box(/Last name/), { target: { value: "Roy" } });
    fireEvent.input(box(/Email/), { target: { value: "lea@exemple.ca" } });
    fireEvent.input(box(/Message/), { target: { value: "Bonjour" } });
    return rendered;
  }

  it("keeps the button usable, waits for the widget, then posts once", async () => {
    const posts: FormData[] = [];
    const { store } = await filledForm((form) => posts.push(form));
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(await screen.findByRole("button", { name: /Sending/ })).toBeDisabled();
    expect(posts).toHaveLength(0);
    store.set(captchaExecutorAtom, { execute: () => Promise.resolve("token-now-ready") });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get("recaptcha_response")).toBe("token-now-ready");
    expect(posts[0].get("firstname")).toBe("Léa");
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => toast.kind)).toEqual(["success"]));
  });

  it("says the send failed when the widget never gets ready, and keeps what was typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const posts: FormData[] = [];
      const { store } = await filledForm((form) => posts.push(form));
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
      await screen.findByRole("button", { name: /Sending/ });
      await vi.advanceTimersByTimeAsync(CAPTCHA_WAIT_MS);
      await waitFor(() => expect(store.get(toastsAtom).map((toast) => toast.kind)).toEqual(["error"]));
      expect(posts).toHaveLength(0);
      expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
      expect(screen.getByRole("textbox", { name: /Message/ })).toHaveValue("Bonjour");
    } finally {
      vi.useRealTimers();
    }
  });
});
