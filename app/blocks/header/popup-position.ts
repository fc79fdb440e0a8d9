/** Spec 2 §9: popup gap 16 px below the menu item (54 on the megamenu), popup width 1000. */
export const POPUP_GAP = 16;
export const MEGA_POPUP_GAP = 54;
export const POPUP_WIDTH = 1000;
/** Popups never touch the viewport edges. */
export const VIEWPORT_MARGIN = 16;

type Rect = { left: number; top: number; bottom: number; width: number };

export type PopupInput = {
  /** The menu item (trigger) in viewport coordinates. */
  item: Rect;
  /** The popup's containing block in viewport coordinates. */
  container: Pick<Rect, "left" | "top">;
  viewportWidth: number;
  /** The popup's own width once its max width is applied. */
  panelWidth: number;
  gap: number;
  /** Wide group popups centre on their item; simple lists line up with its left edge. */
  centered: boolean;
};

/** The widest a popup may be: 1000 px, or the viewport less its margins. */
export function popupMaxWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(POPUP_WIDTH, viewportWidth - 2 * VIEWPORT_MARGIN));
}

/**
 * Where a popup goes, relative to its containing block: `gap` below the item, horizontally under
 * it and clamped inside the viewport, so the popup always spans the item it belongs to.
 */
export function popupPosition({ item, container, viewportWidth, panelWidth, gap, centered }: PopupInput) {
  const wanted = centered ? item.left + item.width / 2 - panelWidth / 2 : item.left;
  const maxLeft = Math.max(VIEWPORT_MARGIN, viewportWidth - VIEWPORT_MARGIN - panelWidth);
  const left = Math.min(Math.max(wanted, VIEWPORT_MARGIN), maxLeft);
  return { top: item.bottom - container.top + gap, left: left - container.left };
}
