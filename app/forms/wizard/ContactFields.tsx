import type { TFunction } from "~/i18n/translate";
import { PHONE_MASK, POSTAL_CODE_MASK, type MaskOptions } from "../fields/masks";
import { FIELD_LIMITS } from "../limits";
import { communicationMethods } from "./common-steps";
import { CheckboxField, MaskedField, RadioGroup, TextField } from "./fields";
import { choiceOptions, stepFieldProps } from "./StepParts";
import type { StepContext } from "./Wizard";

type StepProps = { context: StepContext; t: TFunction };

type InputSpec = {
  name: string;
  autoComplete: string;
  maxLength?: number;
  type?: "email";
  mask?: MaskOptions;
  inputMode?: "tel";
  /** Spec 3 §5 marks it required without enforcing it, and fills it with this text (its key). */
  prefilledKey?: string;
};

/** The step's text inputs, required unless prefilled, each holding what the visitor entered. */
function StepInputs({ context: c, t, inputs }: StepProps & { inputs: InputSpec[] }) {
  const field = stepFieldProps(c, t);
  return inputs.map(({ name, mask, prefilledKey, ...input }) => {
    const entered = c.text(name);
    const props = {
      ...field(name),
      ...input,
      required: prefilledKey ? undefined : true,
      markedRequired: prefilledKey ? true : undefined,
      defaultValue: prefilledKey ? entered || t(prefilledKey) : entered,
    };
    return mask ? <MaskedField key={name} {...props} mask={mask} /> : <TextField key={name} {...props} />;
  });
}

const CONTACT_INPUTS: InputSpec[] = [
  { name: "firstname", autoComplete: "given-name", maxLength: FIELD_LIMITS.name },
  { name: "lastname", autoComplete: "family-name", maxLength: FIELD_LIMITS.name },
  { name: "phone", autoComplete: "tel-national", mask: PHONE_MASK, inputMode: "tel" },
  { name: "email", autoComplete: "email", type: "email", maxLength: FIELD_LIMITS.email },
];

/** The contact step of both wizards (spec 3 §3, §5). */
export function ContactFields({ context: c, t }: StepProps) {
  return (
    <>
      <StepInputs context={c} t={t} inputs={CONTACT_INPUTS} />
      <RadioGroup
        {...stepFieldProps(c, t)("communication_method")}
        options={choiceOptions(communicationMethods, "communication", t)}
      />
    </>
  );
}

const ADDRESS_INPUTS: InputSpec[] = [
  { name: "address", autoComplete: "street-address", maxLength: FIELD_LIMITS.address },
  { name: "postal_code", autoComplete: "postal-code", mask: POSTAL_CODE_MASK },
  { name: "city", autoComplete: "address-level2", maxLength: FIELD_LIMITS.city },
  {
    name: "province",
    autoComplete: "address-level1",
    maxLength: FIELD_LIMITS.shortText,
    prefilledKey: "defaults.province",
  },
  {
    name: "country",
    autoComplete: "country-name",
    maxLength: FIELD_LIMITS.shortText,
    prefilledKey: "defaults.country",
  },
];

const CONSENTS = ["consent_transaction", "consent_marketing"];

/** The address step of both wizards, with the consents when the site asks for them. */
export function AddressFields({ context: c, t }: StepProps) {
  return (
    <>
      <StepInputs context={c} t={t} inputs={ADDRESS_INPUTS} />
      {c.showConsent
        ? CONSENTS.map((name) => (
            <CheckboxField key={name} ids={c.ids} name={name} defaultChecked={c.text(name) === "on"}>
              {t(`fields.${name}`)}
            </CheckboxField>
          ))
        : null}
    </>
  );
}

/** The two steps both wizards end with, after their own ones: the contact (nth 1), then the address (nth 2). */
export function ClosingStep({ nth, ...props }: StepProps & { nth: number }) {
  if (nth === 1) return <ContactFields {...props} />;
  return nth === 2 ? <AddressFields {...props} /> : null;
}
