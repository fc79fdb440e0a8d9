import type { TFunction } from "~/i18n/translate";
import { PHONE_MASK, POSTAL_CODE_MASK } from "../fields/masks";
import { FIELD_LIMITS } from "../limits";
import { communicationMethods } from "./common-steps";
import { CheckboxField, MaskedField, RadioGroup, TextField } from "./fields";
import type { StepContext } from "./Wizard";

/** The contact step of both wizards (spec 3 §3, §5). */
export function ContactFields({ context: c, t }: { context: StepContext; t: TFunction }) {
  const field = (name: string) => ({
    ids: c.ids,
    name,
    label: t(`fields.${name}`),
    invalid: c.invalid(name),
  });
  return (
    <>
      <TextField
        {...field("firstname")}
        required
        defaultValue={c.text("firstname")}
        autoComplete="given-name"
        maxLength={FIELD_LIMITS.name}
      />
      <TextField
        {...field("lastname")}
        required
        defaultValue={c.text("lastname")}
        autoComplete="family-name"
        maxLength={FIELD_LIMITS.name}
      />
      <MaskedField
        {...field("phone")}
        required
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        defaultValue={c.text("phone")}
      />
      <TextField
        {...field("email")}
        required
        type="email"
        autoComplete="email"
        defaultValue={c.text("email")}
        maxLength={FIELD_LIMITS.email}
      />
      <RadioGroup
        {...field("communication_method")}
        defaultValue={c.text("communication_method")}
        options={communicationMethods.map((value) => ({ value, label: t(`choices.communication.${value}`) }))}
      />
    </>
  );
}

/** The address step of both wizards, with the consents when the site asks for them. */
export function AddressFields({ context: c, t }: { context: StepContext; t: TFunction }) {
  const field = (name: string) => ({
    ids: c.ids,
    name,
    label: t(`fields.${name}`),
    invalid: c.invalid(name),
  });
  return (
    <>
      <TextField
        {...field("address")}
        required
        autoComplete="street-address"
        defaultValue={c.text("address")}
        maxLength={FIELD_LIMITS.address}
      />
      <MaskedField
        {...field("postal_code")}
        required
        mask={POSTAL_CODE_MASK}
        autoComplete="postal-code"
        defaultValue={c.text("postal_code")}
      />
      <TextField
        {...field("city")}
        required
        autoComplete="address-level2"
        defaultValue={c.text("city")}
        maxLength={FIELD_LIMITS.city}
      />
      <TextField
        {...field("province")}
        markedRequired
        autoComplete="address-level1"
        defaultValue={c.text("province") || t("defaults.province")}
        maxLength={FIELD_LIMITS.shortText}
      />
      <TextField
        {...field("country")}
        markedRequired
        autoComplete="country-name"
        defaultValue={c.text("country") || t("defaults.country")}
        maxLength={FIELD_LIMITS.shortText}
      />
      {c.showConsent ? (
        <>
          <CheckboxField
            ids={c.ids}
            name="consent_transaction"
            defaultChecked={c.text("consent_transaction") === "on"}
          >
            {t("fields.consent_transaction")}
          </CheckboxField>
          <CheckboxField
            ids={c.ids}
            name="consent_marketing"
            defaultChecked={c.text("consent_marketing") === "on"}
          >
            {t("fields.consent_marketing")}
          </CheckboxField>
        </>
      ) : null}
    </>
  );
}
