import { addressesMe } from "~/shell/contact-recipient";

describe("the contact modal title's recipient rule (spec 1 §6)", () => {
  it("addresses 'me' for broker, administrative_team and executive_team recipients", () => {
    for (const type of ["broker", "administrative_team", "executive_team"])
      expect(addressesMe(type, "agency")).toBe(true);
    expect(addressesMe("office", "broker")).toBe(false);
  });

  it("without a recipient, addresses 'me' on broker sites and 'us' on agency sites", () => {
    expect(addressesMe(undefined, "broker")).toBe(true);
    expect(addressesMe(undefined, "agency")).toBe(false);
  });
});
