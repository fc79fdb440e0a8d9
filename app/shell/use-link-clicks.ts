import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { openContactModal } from "./events";

/** Whether a click is a plain left click the browser would follow in this tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * One listener for every CMS link, so links cost no hooks and work in blocks that keep their
 * server HTML: `data-internal` links become client-side navigations and `data-action` links run
 * their site action. Without JavaScript, and for modified clicks, they stay ordinary links.
 */
export function useLinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.("a[data-internal], a[data-action]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.dataset.action === "contact-modal") {
        event.preventDefault();
        openContactModal();
        return;
      }
      const url = new URL(anchor.href);
      if (anchor.dataset.action !== undefined || url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    // React stops a click inside a block still waiting for its code (a deferred block's server HTML)
    // before it bubbles: such clicks are taken earlier, at the window's capture phase, or the link
    // would reload the whole page.
    const onEarlyClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.("[data-deferred-block]:not([data-ready])")) onClick(event);
    };
    document.addEventListener("click", onClick);
    window.addEventListener("click", onEarlyClick, true);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("click", onEarlyClick, true);
    };
  }, [navigate]);
}
