import { cleanPayload } from "~/forms/clean-payload";
import { contactPayload } from "~/forms/contact/payload";
import { contactSchema } from "~/forms/contact/schema";
import { contactFormAnswers, contactLeadPayload } from "../lead-answers";

const values = contactSchema.parse(contactFormAnswers);

describe("the POST /contact payload (spec 1 §7)", () => {
  it("has exactly the spec's fields, consents as 1/0, without a recipient when there is none", () => {
    expect(cleanPayload(contactPayload(values, "fr", true))).toEqual(
      contactLeadPayload("lea@exemple.ca", "Bonjour"),
    );
  });

  it("adds recipient_type and recipient_slug when the form has a recipient", () => {
    const withRecipient = contactSchema.parse({
      ...values,
      recipient_type: "broker",
      recipient_slug: "julie-tremblay",
    });
    expect(cleanPayload(contactPayload(withRecipient, "en", true))).toMatchObject({
      locale: "en",
      recipient_type: "broker",
      recipient_slug: "julie-tremblay",
    });
  });

  it("sends no consent when the consent boxes are not shown", () => {
    const payload = cleanPayload(contactPayload(values, "fr", false));
    expect(payload.consent_transaction).toBe("0");
    expect(payload.consent_marketing).toBe("0");
  });
});

describe("the cleaning helper (spec 3 §7)", () => {
  it("trims strings, drops undefined and null, turns booleans into 1/0 and joins lists with commas", () => {
    expect(
      cleanPayload({
        a: "  x ",
        b: undefined,
        c: null,
        d: true,
        e: false,
        f: 3,
        g: Number.NaN,
        h: ["Montréal", " Laval ", ""],
        i: "",
      }),
    ).toEqual({ a: "x", d: "1", e: "0", f: "3", h: "Montréal,Laval", i: "" });
  });
});
