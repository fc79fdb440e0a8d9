// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider as JotaiProvider, createStore } from "jotai";
import { describe, expect, it } from "vitest";
import PropertyAlertForm from "~/blocks/forms/property-alert-form/PropertyAlertForm";
import PropertyValuationForm from "~/blocks/forms/property-valuation-form/PropertyValuationForm";
import type { PreparedBlock } from "~/blocks/types";
import type { FormActionData } from "~/forms/form-result";
import type { WizardBlockData } from "~/forms/wizard/data";
import { LocaleContext } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { visitorContactAtom } from "~/state/visitor-contact";
import { makeSite } from "../render";

const fields = { main_title: null, description: null, button_text: null, errors_title: null };

function block(type: string): PreparedBlock<typeof fields> {
  return {
    key: `1-${type}`,
    id: 1,
    block_type: type,
    block_params: {},
    look: { scheme: "normal", style: {} },
    edit: [],
    fields,
  };
}

const data: WizardBlockData = {
  municipalities: ["Laval", "Montréal", "Québec"],
  idempotencyKey: "key-12345678",
  sentFormId: null,
};

type Answer = (formData: FormData) => FormActionData;

function renderWizard(
  kind: "alert" | "valuation",
  {
    answer,
    blockData = data,
    siteKey = "test-site-key",
  }: { answer?: Answer; blockData?: WizardBlockData; siteKey?: string | null } = {},
) {
  const posts: FormData[] = [];
  const store = createStore();
  store.set(siteAtom, makeSite({ locale: "en", recaptchaSiteKey: siteKey }));
  const Component = kind === "alert" ? PropertyAlertForm : PropertyValuationForm;
  const type = kind === "alert" ? "property-alert-form" : "property-valuation-form";
  const Stub = createRemixStub([
    {
      path: "*",
      Component: () => <Component block={block(type)} fields={fields} data={blockData} index={1} />,
      action: async ({ request }) => {
        const formData = await request.formData();
        posts.push(formData);
        return answer ? answer(formData) : { formId: `1-${type}`, status: "sent", fieldErrors: {} };
      },
    },
  ]);
  render(
    <LocaleContext.Provider value="en">
      <JotaiProvider store={store}>
        <Stub initialEntries={["/en/showcase"]} />
      </JotaiProvider>
    </LocaleContext.Provider>,
  );
  return { posts, store, user: userEvent.setup() };
}

const next = () => screen.getByRole("button", { name: "Next" });

async function chooseMunicipality(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("button", { name: /Municipalities/ }));
  await user.click(screen.getByRole("option", { name }));
  await user.keyboard("{Escape}");
}

describe("property-alert wizard in the browser (spec 3 §4)", { timeout: 30_000 }, () => {
  it("the start button is disabled until the municipality list is loaded", async () => {
    renderWizard("alert", { blockData: { ...data, municipalities: null } });
    expect(await screen.findByRole("button", { name: "Sign up for alerts" })).toBeDisabled();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });

  it("the start button waits for the captcha's site key whatever the provider (spec 3 §2)", async () => {
    renderWizard("valuation", { siteKey: null });
    const start = await screen.findByRole("button", { name: "Start the evaluation" });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/spam protection is not configured/);
  });

  it("shows no progress bar and no Previous/Next on the intro, both from step 1", async () => {
    const { user } = renderWizard("alert");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Sign up for alerts" }));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    expect(next()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
  });

  it("Next is refused while the step has errors, listed under the errors title; Previous clears them", async () => {
    const { user } = renderWizard("alert");
    await user.click(await screen.findByRole("button", { name: "Sign up for alerts" }));
    await user.click(next());
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Please correct the following:")).toBeInTheDocument();
    expect(within(alert).getByText("Choose at least one municipality.")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    await chooseMunicipality(user, "Laval");
    await user.click(next());
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await user.click(next());
    expect(within(screen.getByRole("alert")).getAllByRole("listitem")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  });

  it("goes through the 6 steps, the paper-plane submit waits for address, postal code and city, and one post carries every answer", async () => {
    const { user, posts, store } = renderWizard("alert");
    await user.click(await screen.findByRole("button", { name: "Sign up for alerts" }));
    await chooseMunicipality(user, "Laval");
    await chooseMunicipality(user, "Québec");
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "In 4 to 8 months" }));
    await user.click(screen.getByRole("radio", { name: "Tenant" }));
    await user.click(next());
    await user.selectOptions(screen.getByRole("combobox", { name: "Maximum budget" }), "600000");
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: /Bedrooms/ }), "123");
    expect(screen.getByRole("textbox", { name: /Bedrooms/ })).toHaveValue("12");
    await user.type(screen.getByRole("textbox", { name: /Bathrooms/ }), "0");
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Marie");
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Tremblay");
    await user.type(screen.getByRole("textbox", { name: /Phone/ }), "5145550142");
    expect(screen.getByRole("textbox", { name: /Phone/ })).toHaveValue("(514) 555-0142");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "marie@example.com");
    await user.click(next());
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "6");
    const submit = screen.getByRole("button", { name: "Send my request" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /Address/ }), "1 rue Principale");
    await user.type(screen.getByRole("textbox", { name: /Postal code/ }), "h2x1y4");
    expect(screen.getByRole("textbox", { name: /Postal code/ })).toHaveValue("H2X 1Y4");
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /City/ }), "Laval");
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText("Request Sent")).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const post = posts[0];
    expect(post.get("form_type")).toBe("property_alert");
    expect(post.getAll("municipalities")).toEqual(["Laval", "Québec"]);
    expect(post.get("moving_date")).toBe("4-8-months");
    expect(post.get("budget_max")).toBe("600000");
    expect(post.get("bedrooms")).toBe("12");
    expect(post.get("idempotency_key")).toBe("key-12345678");
    expect(post.get("_js")).toBe("1");
    expect(store.get(visitorContactAtom)).toMatchObject({ firstname: "Marie", email: "marie@example.com" });
  });
});

describe("property-valuation wizard in the browser", { timeout: 30_000 }, () => {
  it("a submit failure shows submit-error and the form is interactive again with the values kept", async () => {
    const { user, posts } = renderWizard("valuation", {
      answer: (formData) => ({
        formId: "1-property-valuation-form",
        status: "failed",
        fieldErrors: {},
        extra: {
          wizard: { step: 7, values: { address: String(formData.get("address")) }, errors: ["submit-error"] },
          idempotencyKey: "key-12345678",
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Start the evaluation" }));
    await chooseMunicipality(user, "Montréal");
    await user.click(next());
    await user.selectOptions(screen.getByRole("combobox", { name: /Type of property/ }), "condo");
    for (const [name, value] of [
      [/Year of construction/, "1987"],
      [/Bedrooms/, "2"],
      [/Bathrooms/, "1"],
      [/Parking/, "0"],
      [/Garages/, "0"],
    ] as const)
      await user.type(screen.getByRole("textbox", { name }), value);
    await user.click(next());
    expect(screen.getByRole("radio", { name: "Imperial (ft²)" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: /Living area/ }), "1234567");
    expect(screen.getByRole("textbox", { name: /Living area/ })).toHaveValue("123456");
    await user.type(screen.getByRole("textbox", { name: /Lot area/ }), "5000");
    await user.click(next());
    await user.click(next());
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: /First name/ }), "Ann");
    await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Lee");
    await user.type(screen.getByRole("textbox", { name: /Phone/ }), "514 555 0142");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ann@example.com");
    await user.click(next());
    await user.type(screen.getByRole("textbox", { name: /Address/ }), "2 rue");
    await user.type(screen.getByRole("textbox", { name: /Postal code/ }), "H2X1Y4");
    await user.type(screen.getByRole("textbox", { name: /City/ }), "Montréal");
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("could not be submitted"));
    expect(posts).toHaveLength(1);
    expect(posts[0].get("livable_surface_area")).toBe("123456");
    expect(screen.getByRole("textbox", { name: /Address/ })).toHaveValue("2 rue");
    expect(screen.getByRole("textbox", { name: /City/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Send my request" })).toBeEnabled();
  });
});
