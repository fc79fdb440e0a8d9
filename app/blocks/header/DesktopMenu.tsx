import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { Icon } from "~/content/Icon";
import { MenuLinkList } from "../parts/MenuLinkList";
import type { MenuItem, SubMenuItem } from "./fields.server";
import { MEGA_POPUP_GAP, POPUP_GAP, popupMaxWidth, popupPosition } from "./popup-position";
import styles from "./DesktopMenu.module.css";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

type Props = { items: MenuItem[]; mega: boolean; label: string; onOpenChange?: (open: boolean) => void };

/**
 * Desktop navigation (spec 2 §4): sub-menus open on hover, Enter or Space, close on outside click,
 * mouse leave, Escape and when focus leaves them; the other top-level links are dimmed while one is open.
 * Memoised: the header re-renders as it hides, shows and takes focus, and its links need not follow.
 */
export const DesktopMenu = memo(function DesktopMenu({ items, mega, label, onOpenChange }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const menuItems = useRef<(HTMLLIElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  // A click on a trigger the pointer has just opened pins it instead of closing it again.
  const openedByHover = useRef(false);
  const gap = mega ? MEGA_POPUP_GAP : POPUP_GAP;

  useEffect(() => onOpenChange?.(open !== null), [open, onOpenChange]);

  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      triggers.current[open]?.focus();
      setOpen(null);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  // The popup hangs from its menu item, not from the bar: measured before paint and on resize.
  useIsomorphicLayoutEffect(() => {
    if (open === null) return;
    const place = () => {
      const item = menuItems.current[open];
      const panel = panels.current[open];
      const container = panel?.offsetParent;
      if (!item || !panel || !(container instanceof HTMLElement)) return;
      const viewportWidth = document.documentElement.clientWidth;
      const centered = panel.dataset.grouped === "true";
      const maxWidth = popupMaxWidth(viewportWidth);
      panel.style.maxWidth = `${maxWidth}px`;
      panel.style.width = centered ? `${maxWidth}px` : "";
      const { top, left } = popupPosition({
        item: item.getBoundingClientRect(),
        container: container.getBoundingClientRect(),
        viewportWidth,
        panelWidth: panel.offsetWidth,
        gap,
        centered,
      });
      panel.style.top = `${top}px`;
      panel.style.left = `${left}px`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, gap]);

  const close = () => setOpen(null);

  return (
    <nav
      ref={navRef}
      className={styles.desktopNav}
      aria-label={label}
      data-dimmed={open !== null || undefined}
    >
      <ul className={styles.menuList}>
        {items.map((item, index) => {
          const groups = item.group_menu_repeater.filter((group) => group.sub_menu_repeater.length > 0);
          const hasGroups = groups.length > 0;
          if (!hasGroups && item.sub_menu_repeater.length === 0) {
            return (
              <li key={index} className={styles.menuItem}>
                <CmsLink link={item.menu_link} styled={false} className={styles.menuLink} />
              </li>
            );
          }
          const panelId = `desktop-submenu-${index}`;
          const isOpen = open === index;
          return (
            <li
              key={index}
              ref={(element) => (menuItems.current[index] = element)}
              className={styles.menuItem}
              data-open={isOpen || undefined}
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse" || isOpen) return;
                openedByHover.current = true;
                setOpen(index);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === "mouse") setOpen((current) => (current === index ? null : current));
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen((current) => (current === index ? null : current));
                }
              }}
            >
              <button
                ref={(element) => (triggers.current[index] = element)}
                type="button"
                className={styles.menuLink}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  if (isOpen && openedByHover.current) {
                    openedByHover.current = false;
                    return;
                  }
                  openedByHover.current = false;
                  setOpen(isOpen ? null : index);
                }}
              >
                {item.menu_link.label}
                <Icon name="chevron-down" className={styles.chevron} />
              </button>
              <div
                ref={(element) => (panels.current[index] = element)}
                id={panelId}
                // Popups always use the light scheme, whatever the header's own scheme.
                className={`${hasGroups ? styles.megaPanel : styles.subPanel} scheme-normal`}
                data-grouped={hasGroups ? "true" : undefined}
                hidden={!isOpen}
              >
                <CmsLink link={item.menu_link} styled={false} className={styles.panelAll} onClick={close} />
                {item.sub_menu_repeater.length > 0 ? (
                  <MenuLinkList
                    className={styles.subList}
                    items={item.sub_menu_repeater}
                    linkClassName={styles.subLink}
                    onLinkClick={close}
                  />
                ) : null}
                {hasGroups ? (
                  <div className={styles.groups}>
                    {groups.map((group, g) => {
                      const titleId = `${panelId}-group-${g}`;
                      return (
                        <div
                          key={g}
                          className={styles.group}
                          role="group"
                          aria-labelledby={group.main_title ? titleId : undefined}
                        >
                          <CmsText
                            field={group.main_title}
                            as="p"
                            id={titleId}
                            className={styles.groupTitle}
                          />
                          <ul className={styles.groupList}>
                            {group.sub_menu_repeater.map((sub, s) => (
                              <li key={s}>
                                <GroupItem sub={sub} onClick={close} />
                              </li>
                            ))}
                          </ul>
                        </div>
                      );
                    })}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** A group entry (spec 2 §2): link, featured image, main title (the link text when empty) and description. */
function GroupItem({ sub, onClick }: { sub: SubMenuItem; onClick: () => void }) {
  return (
    <CmsLink link={sub.menu_link} styled={false} className={styles.groupItem} onClick={onClick}>
      <CmsImage image={sub.image} className={styles.groupImage} alt="" sizes="96px" width={96} height={64} />
      <span className={styles.groupText}>
        {sub.main_title ? (
          <CmsText field={sub.main_title} className={styles.groupItemTitle} />
        ) : (
          <span className={styles.groupItemTitle}>{sub.menu_link.label}</span>
        )}
        <CmsText field={sub.description} as="span" className={styles.groupItemText} />
      </span>
    </CmsLink>
  );
}
