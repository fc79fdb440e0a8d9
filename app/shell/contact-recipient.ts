/** Spec 1 §6: these recipients are individuals, so the contact modal addresses "me". */
export const INDIVIDUAL_RECIPIENTS = ["broker", "administrative_team", "executive_team"];

export function addressesMe(recipientType: string | undefined, siteType: "broker" | "agency"): boolean {
  if (recipientType) return INDIVIDUAL_RECIPIENTS.includes(recipientType);
  return siteType === "broker";
}
