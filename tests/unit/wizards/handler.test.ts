import { describe, expect, it } from "vitest";
import { propertyAlertHandler } from "~/forms/alert/handler.server";
import type { PayloadValue } from "~/forms/clean-payload";
import type { FormHandlerContext, SubmitOutcome } from "~/forms/handlers.server";
import { propertyValuationHandler } from "~/forms/valuation/handler.server";
import { wizardStateOf } from "~/forms/wizard/result";

const complete: [string, string][] = [
  ["municipalities", "Laval"],
  ["municipalities", "Montréal"],
  ["moving_date", "0-60-days"],
  ["current_situation", "owner"],
  ["budget_min", "0"],
  ["budget_max", ""],
  ["bedrooms", "2"],
  ["bathrooms", "1"],
  ["firstname", "Marie"],
  ["lastname", "Tremblay"],
  ["phone", "514 555 0142"],
  ["email", "marie@example.com"],
  ["address", "1 rue Principale"],
  ["postal_code", "h2x1y4"],
  ["city", "Laval"],
];

function context(entries: [string, string][], outcome: SubmitOutcome = "sent") {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  const sent: Record<string, PayloadValue>[] = [];
  const ctx = {
    request: new Request("http://localhost/en/x", { method: "POST" }),
    formData,
    values: {},
    formId: "7-property-alert-form",
    locale: "en",
    path: "/en/x",
    site: { micrositeId: 1, siteKey: "k", siteType: "agency", recaptchaSiteKey: null },
    submit: async (payload: Record<string, PayloadValue>) => {
      sent.push(payload);
      return outcome;
    },
  } as unknown as FormHandlerContext;
  return { ctx, sent };
}

describe("wizard steps without JavaScript (the page action)", () => {
  it("the intro's start button moves to step 1", async () => {
    const { ctx } = context([
      ["step", "0"],
      ["intent", "start"],
      ["idempotency_key", "abcdefgh12"],
    ]);
    const result = await propertyAlertHandler(ctx);
    expect(result.status).toBe("step");
    expect(wizardStateOf(result.extra)).toEqual({ step: 1, values: {}, errors: [] });
    expect(result.extra?.idempotencyKey).toBe("abcdefgh12");
  });

  it("a step that does not validate comes back with its error keys and the typed values (invalid → 422)", async () => {
    const { ctx } = context([
      ["step", "2"],
      ["intent", "next"],
      ["municipalities", "Laval"],
      ["moving_date", "0-60-days"],
    ]);
    const result = await propertyAlertHandler(ctx);
    expect(result.status).toBe("invalid");
    expect(wizardStateOf(result.extra)).toEqual({
      step: 2,
      values: { municipalities: ["Laval"], moving_date: "0-60-days" },
      errors: ["current_situation"],
    });
  });

  it("a valid step moves on carrying the earlier answers", async () => {
    const { ctx } = context([
      ["step", "1"],
      ["intent", "next"],
      ["municipalities", "Laval"],
      ["municipalities", "Québec"],
    ]);
    const state = wizardStateOf((await propertyAlertHandler(ctx)).extra);
    expect(state).toEqual({ step: 2, values: { municipalities: ["Laval", "Québec"] }, errors: [] });
  });

  it("Previous goes back one step without validating", async () => {
    const { ctx } = context([
      ["step", "4"],
      ["intent", "previous"],
    ]);
    expect(wizardStateOf((await propertyAlertHandler(ctx)).extra)).toMatchObject({ step: 3, errors: [] });
  });

  it("the last step validates every step again before anything is sent", async () => {
    const { ctx, sent } = context([
      ["step", "6"],
      ["intent", "submit"],
      ...complete.filter(([name]) => name !== "moving_date"),
    ]);
    const result = await propertyAlertHandler(ctx);
    expect(result.status).toBe("invalid");
    expect(wizardStateOf(result.extra)).toMatchObject({ step: 2, errors: ["moving_date"] });
    expect(sent).toHaveLength(0);
  });

  it("the last step sends the spec's payload once, with the masks applied", async () => {
    const { ctx, sent } = context([["step", "6"], ["intent", "submit"], ...complete]);
    const result = await propertyAlertHandler(ctx);
    expect(result.status).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      form_type: "property_alert",
      locale: "en",
      municipality: "Laval,Montréal",
      phone: "(514) 555-0142",
      postal_code: "H2X 1Y4",
    });
  });

  it("a failed submission adds submit-error and keeps every value", async () => {
    const { ctx } = context([["step", "6"], ["intent", "submit"], ...complete], "failed");
    const result = await propertyAlertHandler(ctx);
    expect(result.status).toBe("failed");
    const state = wizardStateOf(result.extra);
    expect(state?.errors).toEqual(["submit-error"]);
    expect(state?.step).toBe(6);
    expect(state?.values).toMatchObject({ address: "1 rue Principale", email: "marie@example.com" });
  });

  it("the valuation's last step is 7: submitting there checks every step from the first", async () => {
    const { ctx } = context([
      ["step", "7"],
      ["intent", "submit"],
    ]);
    const result = await propertyValuationHandler(ctx);
    expect(result.status).toBe("invalid");
    expect(wizardStateOf(result.extra)?.step).toBe(1);
  });
});
