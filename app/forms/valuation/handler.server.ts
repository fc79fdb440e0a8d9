import { wizardHandler } from "../wizard/handler.server";
import { valuationPayload } from "./payload";
import { valuationWizard } from "./steps";

/** property_valuation: each step without JavaScript, then one lead (spec 3 §7). */
export const propertyValuationHandler = wizardHandler(valuationWizard, valuationPayload);
