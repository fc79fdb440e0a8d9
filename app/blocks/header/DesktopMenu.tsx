import { useEffect, useRef, useState } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { Icon } from "~/content/Icon";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import type { MenuItem } from "./fields";
import styles from "./Header.module.css";

/**
 * Desktop navigation (spec 2 §4): sub-menus open on hover, Enter or Space, close on outside click,
 * mouse leave and Escape; the other top-level links are dimmed while one is open.
 */
export function DesktopMenu({ items, mega, label }: { items: MenuItem[]; mega: boolean; label: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

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

  return (
    <nav ref={navRef} className={styles.desktopNav} aria-label={label} data-dimmed={open !== null || undefined}>
      <ul className={styles.menuList}>
        {items.map((item, index) => {
          const hasGroups = mega && item.group_menu_repeater.length > 0;
          const hasSub = hasGroups || item.sub_menu_repeater.length > 0;
          const panelId = `desktop-submenu-${index}`;
          const isOpen = open === index;
          if (!hasSub) {
            return (
              <li key={index} className={styles.menuItem}>
                <CmsLink link={item.menu_link} styled={false} className={styles.menuLink} />
              </li>
            );
          }
          return (
            <li
              key={index}
              className={styles.menuItem}
              data-open={isOpen || undefined}
              onMouseEnter={() => setOpen(index)}
              onMouseLeave={() => setOpen((current) => (current === index ? null : current))}
            >
              <button
                ref={(element) => (triggers.current[index] = element)}
                type="button"
                className={styles.menuLink}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                {localize(item.menu_link.text, locale)}
                <Icon name="chevron-down" className={styles.chevron} />
              </button>
              <div id={panelId} className={hasGroups ? styles.megaPanel : styles.subPanel} hidden={!isOpen}>
                <CmsLink link={item.menu_link} styled={false} className={styles.panelAll} onClick={() => setOpen(null)} />
                {hasGroups ? (
                  <div className={styles.groups}>
                    {item.group_menu_repeater.map((group, g) => (
                      <section key={g} className={styles.group} aria-labelledby={`${panelId}-group-${g}`}>
                        <CmsText field={group.main_title} as="h2" id={`${panelId}-group-${g}`} className={styles.groupTitle} />
                        <ul>
                          {group.sub_menu_repeater.map((sub, s) => (
                            <li key={s}>
                              <CmsLink link={sub.menu_link} styled={false} className={styles.groupItem} onClick={() => setOpen(null)}>
                                <CmsImage image={sub.image} className={styles.groupImage} alt="" />
                                <span>
                                  <CmsText field={sub.main_title} className={styles.groupItemTitle} />
                                  <CmsText field={sub.description} className={styles.groupItemText} as="span" />
                                </span>
                              </CmsLink>
                            </li>
                          ))}
                        </ul>
                      </section>
                    ))}
                  </div>
                ) : (
                  <ul>
                    {item.sub_menu_repeater.map((sub, s) => (
                      <li key={s}>
                        <CmsLink link={sub.menu_link} styled={false} className={styles.subLink} onClick={() => setOpen(null)} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
