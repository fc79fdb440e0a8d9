/** On the links that open and close a panel before its code runs (Header, MobileMenu): its id. */
export const EARLY_PANEL_ATTRIBUTE = "data-early-panel";
/** On the one of those links that opens the panel (the others close it). */
export const EARLY_OPEN_ATTRIBUTE = "data-early-open";

/**
 * Runs inline in the page's head, before any of its code (early-script.ts). Without JavaScript the
 * mobile menu opens as its link's target (`:target`); with it, this opens and closes the panel in
 * place (`data-open`, the attribute its code sets) and the address keeps no fragment.
 *
 * Why: a fragment navigation is a history entry the router hears. Made after React started but before
 * the header hydrated, it changed the router's location under a header still showing its server
 * HTML, and React threw that HTML away and rendered the header again (error #421). The links exist
 * only until the header's code replaces them, so this needs no test of whether the page hydrated.
 * Self-contained: written out with `toString()`.
 */
export function openPanelsEarly(panelAttribute: string, openAttribute: string): void {
  addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${panelAttribute}]`) : null;
      const panel = link && document.getElementById(link.getAttribute(panelAttribute) ?? "");
      if (!link || !panel || event.defaultPrevented) return;
      const opening = link.hasAttribute(openAttribute);
      // A panel open as the address's target (a page loaded with its fragment): its close link's
      // own navigation closes it.
      if (!opening && location.hash === `#${panel.id}`) return;
      event.preventDefault();
      panel.toggleAttribute("data-open", opening);
    },
    true,
  );
}

/** Whether the panel was opened before its code ran (by `openPanelsEarly`, or as the address's target). */
export function openedEarly(panelId: string): boolean {
  return (
    window.location.hash === `#${panelId}` ||
    document.getElementById(panelId)?.hasAttribute("data-open") === true
  );
}
