import { memo, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { CmsLink } from "~/content/CmsLink";
import { Icon } from "~/content/Icon";
import type { PreparedLink } from "~/content/prepared";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { openedEarly } from "~/shell/early-menu";
import { LocaleSwitcher } from "~/shell/LocaleSwitcher";
import { useScrollLock } from "~/state/scroll-lock";
import { useFocusTrap } from "~/ui/use-focus-trap";
import { MenuLinkList } from "../parts/MenuLinkList";
import type { MenuItem } from "./fields.server";
import styles from "./Header.module.css";
import mobileStyles from "./MobileMenu.module.css";

type Props = {
  items: MenuItem[];
  cta: PreparedLink | null;
  smsCta: PreparedLink | null;
  open: boolean;
  onClose: () => void;
  onOpen: () => void;
  id: string;
};

/** The element the no-JavaScript menu link targets. */
export const menuLayerId = (menuId: string) => `${menuId}-layer`;

/**
 * The right-side mobile panel (spec 2 §4): accordion sub-menus, the calls to action, Escape/link/close
 * button close it. It takes the header's colour scheme (background and text).
 *
 * Without JavaScript (and until the page's code runs) it still works: the menu link targets the layer
 * (CSS :target shows it; with JavaScript the page's inline script opens it in place instead,
 * early-menu.ts), each sub-menu is a native <details> folded like the accordion, and the close
 * control is a link away from the target. The code takes over what the visitor opened.
 * Memoised: the header re-renders as it hides, shows and takes focus, and its links need not follow.
 */
export const MobileMenu = memo(function MobileMenu({ items, cta, smsCta, open, onClose, onOpen, id }: Props) {
  const { t } = useT("chrome");
  const hydrated = useHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const layerId = menuLayerId(id);
  const close = useCallback(() => {
    setExpanded(null);
    // A menu opened before JavaScript ran is the address's target: leave it, or CSS keeps it shown.
    if (window.location.hash === `#${layerId}`) {
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    }
    onClose();
  }, [onClose, layerId]);
  useScrollLock("mobile-menu", open);
  useFocusTrap(panelRef, open, close);
  useEffect(() => {
    // A transition: the page's deferred blocks may still be hydrating, and an urgent update would
    // make React throw their server HTML away (error #421).
    if (openedEarly(layerId)) startTransition(onOpen);
  }, [layerId, onOpen]);
  // The sub-menu the visitor unfolded before the code ran stays unfolded (read while the native
  // <details> are still on the page, in the render that replaces them).
  const [tookOver, setTookOver] = useState(false);
  if (hydrated && !tookOver) {
    setTookOver(true);
    const unfolded = panelRef.current?.querySelector("details[open]")?.getAttribute("data-index");
    if (unfolded) setExpanded(Number(unfolded));
  }

  return (
    <div className={mobileStyles.mobileLayer} id={layerId} data-open={open || undefined}>
      <button
        type="button"
        className={mobileStyles.backdrop}
        tabIndex={-1}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={panelRef}
        id={id}
        className={mobileStyles.mobilePanel}
        role="dialog"
        aria-modal="true"
        aria-label={t("header.menu")}
      >
        <div className={mobileStyles.mobileTop}>
          <LocaleSwitcher className={styles.localeLink} />
          {hydrated ? (
            <button
              type="button"
              className={styles.iconButton}
              onClick={close}
              aria-label={t("header.close-menu")}
            >
              <Icon name="close" />
            </button>
          ) : (
            <a
              className={styles.iconButton}
              href="#main-content"
              aria-label={t("header.close-menu")}
              data-early-panel={layerId}
            >
              <Icon name="close" />
            </a>
          )}
        </div>
        <nav aria-label={t("header.main-navigation")}>
          <ul className={mobileStyles.mobileList}>
            {items.map((item, index) => {
              const subs = [
                ...item.sub_menu_repeater,
                ...item.group_menu_repeater.flatMap((group) => group.sub_menu_repeater),
              ];
              const panelId = `${id}-sub-${index}`;
              if (subs.length === 0) {
                return (
                  <li key={index}>
                    <CmsLink
                      link={item.menu_link}
                      styled={false}
                      className={mobileStyles.mobileLink}
                      onClick={close}
                    />
                  </li>
                );
              }
              const isOpen = expanded === index;
              const subList = (
                <MenuLinkList
                  id={panelId}
                  className={mobileStyles.mobileSubList}
                  hidden={hydrated && !isOpen}
                  items={[item, ...subs]}
                  linkClassName={mobileStyles.mobileSubLink}
                  onLinkClick={close}
                />
              );
              if (!hydrated)
                return (
                  <li key={index}>
                    <details data-index={index} className={mobileStyles.nativeSub}>
                      <summary className={mobileStyles.mobileLink}>
                        {item.menu_link.label}
                        <Icon name="plus" />
                      </summary>
                      {subList}
                    </details>
                  </li>
                );
              return (
                <li key={index}>
                  <button
                    type="button"
                    className={mobileStyles.mobileLink}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setExpanded(isOpen ? null : index)}
                  >
                    {item.menu_link.label}
                    <Icon name={isOpen ? "minus" : "plus"} />
                  </button>
                  {subList}
                </li>
              );
            })}
          </ul>
        </nav>
        {cta || smsCta ? (
          <div className={mobileStyles.mobileFooter}>
            {cta ? <CmsLink link={cta} className={mobileStyles.mobileCta} onClick={close} /> : null}
            {smsCta ? (
              <CmsLink link={smsCta} className={mobileStyles.mobileSecondary} onClick={close} />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
});
