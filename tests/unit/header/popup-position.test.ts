import { POPUP_WIDTH, popupMaxWidth, popupPosition } from "~/blocks/header/popup-position";

const item = { left: 400, top: 100, bottom: 148, width: 120 };
const container = { left: 0, top: 80 };

describe("desktop popup position (spec 2 §9)", () => {
  it("hangs the popup 16 px (54 on the megamenu) below its menu item, not below the bar", () => {
    expect(
      popupPosition({ item, container, viewportWidth: 1440, panelWidth: 260, gap: 16, centered: false }).top,
    ).toBe(148 - 80 + 16);
    expect(
      popupPosition({ item, container, viewportWidth: 1440, panelWidth: 260, gap: 54, centered: false }).top,
    ).toBe(148 - 80 + 54);
  });

  it("popups are at most 1000 px wide, clamped to the viewport", () => {
    expect(popupMaxWidth(1440)).toBe(POPUP_WIDTH);
    expect(popupMaxWidth(1000)).toBe(1000 - 32);
  });

  it("centres a group popup on its item, kept inside the viewport", () => {
    const centredLeft = (itemLeft = item.left) =>
      popupPosition({
        item: { ...item, left: itemLeft },
        container,
        viewportWidth: 1440,
        panelWidth: 1000,
        gap: 54,
        centered: true,
      }).left;
    expect(centredLeft(660)).toBe(220);
    expect(centredLeft()).toBe(16);
    expect(centredLeft(1300)).toBe(1440 - 16 - 1000);
  });

  it("lines a simple list up with its item, relative to the containing block", () => {
    expect(
      popupPosition({
        item,
        container: { left: 32, top: 80 },
        viewportWidth: 1440,
        panelWidth: 260,
        gap: 16,
        centered: false,
      }).left,
    ).toBe(400 - 32);
  });

  it("always spans the item it belongs to, so the pointer can go straight down into it", () => {
    for (const left of [40, 300, 700, 1200, 1300]) {
      const trigger = { ...item, left };
      const box = popupPosition({
        item: trigger,
        container: { left: 0, top: 0 },
        viewportWidth: 1440,
        panelWidth: 1000,
        gap: 54,
        centered: true,
      });
      expect(box.left).toBeLessThanOrEqual(trigger.left);
      expect(box.left + 1000).toBeGreaterThanOrEqual(trigger.left + trigger.width);
    }
  });
});
