/**
 * The longest value each field takes, in characters, shared by the schemas (browser and action
 * agree) and the inputs' `maxLength`. Without them a 99 KB message passed validation and the core
 * API refused the lead on every retry.
 */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  /** As typed, spaces and parentheses included, before the mask normalises it. */
  phone: 30,
  message: 5000,
  address: 200,
  city: 100,
  /** A wizard's free-text answers (selling motivation, renovations). */
  note: 2000,
  /** Province, country and any other short text. */
  shortText: 100,
  postalCode: 10,
  /** One municipality's name, and how many a visitor may choose. */
  municipality: 100,
  municipalities: 200,
} as const;

/** The overall cap of a free-text field no other limit names. */
export const FREE_TEXT_LIMIT = 1000;

/** The message key of a value longer than `max`: forms:errors.too-long-<max>, in both languages. */
export const tooLong = (max: number) => `too-long-${max}`;
