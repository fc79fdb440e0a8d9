import type { z } from "zod";
import { contactSchema } from "~/forms/contact/schema";
import {
  checkbox,
  emailRule,
  formatPhone,
  formatPostalCode,
  optionalPhone,
  requiredPhone,
  requiredPostalCode,
  optionalText,
  requiredMultiline,
  requiredText,
} from "~/forms/rules";

const errorOf = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("shared form rules (spec 1 §5, spec 3 §5)", () => {
  it("a required field has the error key 'required' when missing, empty or only spaces", () => {
    expect(errorOf(requiredText(), undefined)).toBe("required");
    expect(errorOf(requiredText(), "")).toBe("required");
    expect(errorOf(requiredText(), "   \n ")).toBe("required");
    expect(requiredText().parse("  Léa ")).toBe("Léa");
  });

  it("the email must be text, @, text, dot, text", () => {
    expect(emailRule().parse(" lea@exemple.ca ")).toBe("lea@exemple.ca");
    expect(errorOf(emailRule(), "")).toBe("required");
    for (const bad of ["lea", "lea@", "lea@exemple", "@exemple.ca", "lea@exemple.", "le a@exemple.ca"])
      expect(errorOf(emailRule(), bad)).toBe("email");
  });

  it("the phone accepts what a visitor types and normalises it to the mask (###) ###-####", () => {
    for (const typed of ["514 555 0142", "5145550142", "(514) 555-0142", "514-555-0142", "+1 514 555 0142"])
      expect(optionalPhone().parse(typed)).toBe("(514) 555-0142");
    expect(formatPhone("514 555 014")).toBeNull();
  });

  it("the phone is optional, but when filled it must match the mask", () => {
    expect(optionalPhone().parse("")).toBe("");
    expect(optionalPhone().parse(undefined)).toBe("");
    for (const bad of ["514 555", "514555014299", "five one four", "(514) 555-01a2"])
      expect(errorOf(optionalPhone(), bad)).toBe("phone");
    expect(errorOf(requiredPhone(), "")).toBe("required");
    expect(requiredPhone().parse("514.555.0142")).toBe("(514) 555-0142");
  });

  it("the postal code accepts h2x1y4 and normalises it to the mask A#A #A#", () => {
    expect(requiredPostalCode().parse("h2x1y4")).toBe("H2X 1Y4");
    expect(requiredPostalCode().parse(" H2X 1Y4 ")).toBe("H2X 1Y4");
    expect(formatPostalCode("2HX 1Y4")).toBeNull();
    expect(errorOf(requiredPostalCode(), "H2X 1Y")).toBe("postal_code");
    expect(errorOf(requiredPostalCode(), "")).toBe("required");
  });

  it("a checkbox is checked only when posted", () => {
    expect(checkbox().parse("1")).toBe(true);
    expect(checkbox().parse("on")).toBe(true);
    expect(checkbox().parse(undefined)).toBe(false);
    expect(checkbox().parse("0")).toBe(false);
  });
});

describe("the contact form schema (spec 1 §5)", () => {
  const valid = { firstname: "Léa", lastname: "Roy", email: "lea@exemple.ca", message: "Bonjour" };

  it("is valid only when first name, last name, email and message are present and no field has errors", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    const result = contactSchema.safeParse({ phone: "12" });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(
      (result.success ? [] : result.error.issues).map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      firstname: "required",
      lastname: "required",
      email: "required",
      message: "required",
      phone: "phone",
    });
  });

  it("trims the message, so a message of spaces is missing", () => {
    expect(contactSchema.safeParse({ ...valid, message: "   " }).success).toBe(false);
    expect(contactSchema.parse({ ...valid, message: "  Allô  " }).message).toBe("Allô");
  });

  it("keeps a recipient only when it is a plain identifier", () => {
    expect(contactSchema.parse({ ...valid, recipient_type: "broker" }).recipient_type).toBe("broker");
    expect(contactSchema.parse({ ...valid, recipient_type: "<b>x</b>" }).recipient_type).toBe("");
  });

  // Issue 33: control characters and a right-to-left override reached the core API unchanged.
  it("a single-line field refuses C0/C1 controls and bidi overrides/isolates with 'control-characters'", () => {
    for (const bad of [
      "A\u0000B",
      "A\u001B[31mC",
      "Léa\r\nInjected: x",
      "Léa\tRoy",
      "A\u0085B",
      "Roy\u202Eabc",
      "\u202Aabc",
      "abc\u2066x\u2069",
    ]) {
      expect(errorOf(requiredText(), bad)).toBe("control-characters");
      expect(errorOf(optionalText(), bad)).toBe("control-characters");
    }
    expect(errorOf(contactSchema.shape.firstname, "A\u0000B\u001B[31mC\r\n Injected: x")).toBe(
      "control-characters",
    );
    expect(errorOf(contactSchema.shape.lastname, "Roy\u202E")).toBe("control-characters");
    expect(errorOf(contactSchema.shape.phone, "514\u0000555 0142")).not.toBeNull();
    // Accents, apostrophes, hyphens and the bidi marks a visitor's keyboard may type (LRM) stay.
    expect(requiredText().parse("  Marie-Ève O’Brien\u200E ")).toBe("Marie-Ève O’Brien\u200E");
  });

  it("a multi-line message keeps its line breaks and tabs and drops the other controls", () => {
    expect(requiredMultiline().parse("Bonjour\r\n\tligne 2\u0000\u001B[31m\u202E fin\u0007")).toBe(
      "Bonjour\r\n\tligne 2[31m fin",
    );
    expect(errorOf(requiredMultiline(), "\u0000\u202E ")).toBe("required");
    expect(contactSchema.shape.message.parse("Un\nDeux\u0000")).toBe("Un\nDeux");
  });
});
