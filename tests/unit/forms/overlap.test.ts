import { landingOverlap } from "~/blocks/hero/landing-page-1/overlap";

describe("landing page 1 overlap (spec 2 §9)", () => {
  it("is 64 on small screens, whatever the heights", () => {
    expect(landingOverlap(390, 900, 300)).toBe(64);
    expect(landingOverlap(991, 100, 600)).toBe(64);
  });

  it("is otherwise the form height minus the info height, clamped to 0..128", () => {
    expect(landingOverlap(1440, 700, 600)).toBe(100);
    expect(landingOverlap(1440, 900, 600)).toBe(128);
    expect(landingOverlap(1440, 400, 600)).toBe(0);
  });

  it("is 0 when that is 40 or less", () => {
    expect(landingOverlap(1440, 640, 600)).toBe(0);
    expect(landingOverlap(1440, 641, 600)).toBe(41);
  });
});
