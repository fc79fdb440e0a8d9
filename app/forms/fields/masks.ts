import type { FactoryOpts } from "imask";

/**
 * The masks of spec 1 §9 as IMask options. Constants, so the mask is created once per input and
 * never rebuilt by a render. Only the type comes from IMask here: its code loads with the mask.
 */
export type MaskOptions = FactoryOpts;

/** (###) ###-#### */
export const PHONE_MASK: MaskOptions = { mask: "(000) 000-0000" };

/** A#A #A#, in capitals whatever is typed. */
export const POSTAL_CODE_MASK: MaskOptions = {
  mask: "a0a 0a0",
  definitions: { a: /[A-Za-z]/ },
  prepareChar: (char: string) => char.toUpperCase(),
};

const digitMasks = new Map<number, MaskOptions>();

/** At most `count` digits (years, rooms, surfaces): anything else typed or pasted is dropped. */
export function digitsMask(count: number): MaskOptions {
  let mask = digitMasks.get(count);
  if (!mask) {
    mask = { mask: "0".repeat(count) };
    digitMasks.set(count, mask);
  }
  return mask;
}
