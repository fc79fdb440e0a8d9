import { pageDataSchema } from "~/cms/schema";
import { isDarkColor } from "~/lib/color";
import { isDarkScheme, nextColorScheme, oppositeScheme } from "~/theme/schemes";
import { themeToCss, themeToCssVariables } from "~/theme/theme";

describe("theme (spec 1 §9, spec 3 §3, §5)", () => {
  it("blue is the default preset and red is available", () => {
    expect(themeToCssVariables({}).root["--color-accent"]).toBe("#0b4a8b");
    expect(themeToCssVariables({ preset: "rouge" }).root["--color-accent"]).toBe("#b0102a");
  });

  it("radii are 20/40/120 px by preset, and a missing radius falls back to 0px", () => {
    expect(themeToCssVariables({}).root).toMatchObject({
      "--border-radius-1": "20px",
      "--border-radius-2": "40px",
      "--border-radius-3": "120px",
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      themeToCssVariables({ radius: { "border-radius-1": "8px", "border-radius-2": "12vw" } }).root,
    ).toMatchObject({
      "--border-radius-1": "8px",
      "--border-radius-2": "0px",
      "--border-radius-3": "0px",
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Unsupported pixel unit format"));
    warn.mockRestore();
  });

  it("has a ten-level grey scale", () => {
    const root = themeToCssVariables({}).root;
    expect(Object.keys(root).filter((key) => key.startsWith("--grey-"))).toHaveLength(10);
  });

  it("CMS scheme colours are merged when scheme and key are known; others are ignored with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { schemes } = themeToCssVariables({
      color_schemes: {
        normal: { "button-bg": "#123456", sparkle: "#fff", "section-bg": "red;}body{x" },
        neon: { "button-bg": "#000" },
      },
    });
    expect(schemes.normal["--button-bg"]).toBe("#123456");
    expect(schemes.normal["--section-bg"]).toBe("#ffffff");
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it("the generated CSS carries no CMS text outside checked values", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(themeToCss({ color_schemes: { inverted: { border: "</style><script>" } } })).not.toContain("<");
    warn.mockRestore();
  });

  it("schemes: isDark, opposites, and edit-mode cycling wraps", () => {
    expect(isDarkScheme("inverted")).toBe(true);
    expect(isDarkScheme("normal-grey")).toBe(false);
    expect(oppositeScheme("normal")).toBe("inverted");
    expect(oppositeScheme("inverted", true)).toBe("normal-grey");
    expect(nextColorScheme("normal")).toBe("normal-grey");
    expect(nextColorScheme("normal-grey")).toBe("inverted");
    expect(nextColorScheme("inverted")).toBe("normal");
  });

  it("a colour is dark when its RGB sum is at most 382.5", () => {
    expect(isDarkColor("#7f7f7f")).toBe(true); // 381
    expect(isDarkColor("#808080")).toBe(false); // 384
    expect(isDarkColor("rgb(127, 128, 127)")).toBe(true); // 382
  });

  it("odd theme values from the CMS never fail the page: numbers are pixels, others are ignored with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const page = pageDataSchema.parse({
      theme: {
        radius: { "border-radius-1": 12, "border-radius-2": null, "border-radius-3": { px: 3 } },
        color_schemes: { normal: { "section-bg": null, "button-bg": "#123456" }, inverted: "dark" },
      },
    });
    const { root, schemes } = themeToCssVariables(page.theme);
    expect(root["--border-radius-1"]).toBe("12px");
    expect(root["--border-radius-2"]).toBe("0px");
    expect(root["--border-radius-3"]).toBe("0px");
    expect(schemes.normal["--button-bg"]).toBe("#123456");
    expect(schemes.normal["--section-bg"]).toBe("#ffffff");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("inverted"));
    expect(pageDataSchema.parse({ theme: "blue" }).theme).toEqual({});
    warn.mockRestore();
  });
});
