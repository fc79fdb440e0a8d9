import { useAtomValue } from "jotai";
import { useCallback, useLayoutEffect, useEffect, useRef, useState, type CSSProperties } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { Icon } from "~/content/Icon";
import { routePath } from "~/i18n/routes";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { LocaleSwitcher } from "~/shell/LocaleSwitcher";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/schemes";
import { MenuLinkList } from "../parts/MenuLinkList";
import { orientationOf } from "../parts/orientation";
import type { BlockProps } from "../types";
import { DesktopMenu } from "./DesktopMenu";
import type { HeaderFields } from "./fields.server";
import { HEADER_HEIGHTS, MOBILE_HEADER_HEIGHT, variantOf, type HeaderVariant } from "./header-constants";
import { MobileMenu, menuLayerId } from "./MobileMenu";
import { useHeaderVisibility } from "./use-header-visibility";
import styles from "./Header.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Desktop links are used only when they fit; otherwise the menu button and panel take over (spec 2 §2). */
function useLinksFit() {
  const barRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);
  useIsomorphicLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const nav = bar.querySelector<HTMLElement>("[data-measure-nav]");
      if (!nav) return;
      bar.dataset.measuring = "true";
      const overflow = nav.scrollWidth > nav.clientWidth + 1;
      delete bar.dataset.measuring;
      setFits(!overflow);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, 50);
    };
    const observer = new ResizeObserver(schedule);
    observer.observe(bar);
    // The nav also shrinks when the logo or a call to action finishes loading, with the bar unchanged.
    const nav = bar.querySelector<HTMLElement>("[data-measure-nav]");
    if (nav) observer.observe(nav);
    let active = true;
    void document.fonts?.ready.then(() => active && schedule());
    measure();
    return () => {
      active = false;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return { barRef, fits };
}

/** Engines without :focus-visible throw on the selector; there any focus counts, as it did before. */
function isFocusVisible(element: EventTarget | Element | null): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** Server default for `--header-height` until the header is measured: the bar alone below lg. */
function defaultHeightCss(variant: HeaderVariant): string {
  return `:root{--header-height:${MOBILE_HEADER_HEIGHT}px}@media (min-width:992px){:root{--header-height:${HEADER_HEIGHTS[variant]}px}}`;
}

/**
 * Publishes the header's real height as `--header-height` on the document element, so blocks
 * outside the header (hero-cta fills the screen minus the navigation) can use it.
 */
function usePublishedHeight(variant: HeaderVariant) {
  const innerRef = useRef<HTMLDivElement>(null);
  const heightRef = useRef<number>(HEADER_HEIGHTS[variant]);
  useIsomorphicLayoutEffect(() => {
    const header = innerRef.current?.closest("header") ?? innerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () => {
      const height = header.getBoundingClientRect().height;
      if (height <= 0) return;
      heightRef.current = height;
      root.style.setProperty("--header-height", `${Math.round(height)}px`);
    };
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, []);
  const getHeight = useCallback(() => heightRef.current, []);
  return { innerRef, getHeight };
}

/**
 * Publishes how much of the screen's top the header covers now, `--header-visible-height`: its
 * height while shown, 0 while hidden. Sticky things below it (the search map) use it as their top,
 * so the header coming back on a scroll up never covers them.
 */
function usePublishedVisibility(hidden: boolean) {
  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--header-visible-height", hidden ? "0px" : "var(--header-height)");
    return () => {
      root.style.removeProperty("--header-visible-height");
    };
  }, [hidden]);
}

/**
 * `header-classic`, `header-megamenu` and `header-out-of-norm` (spec 2 §2, §3, §4): one component,
 * the block type picks the variant.
 */
export default function Header({ fields, block }: BlockProps<HeaderFields>) {
  const { t, locale } = useT("chrome");
  const variant = variantOf(block.block_type);
  const [menuOpen, setMenuOpen] = useState(false);
  const [subMenuOpen, setSubMenuOpen] = useState(false);
  // Only keyboard focus keeps the header shown: after a click (and the client navigation that
  // follows) focus stays on the clicked link, and that must not pin the header.
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const { barRef, fits } = useLinksFit();
  const { innerRef, getHeight } = usePublishedHeight(variant);
  const { hidden, scrolled } = useHeaderVisibility(getHeight, menuOpen || subMenuOpen || keyboardFocus);
  usePublishedVisibility(hidden);
  const hydrated = useHydrated();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const mega = variant !== "header-classic";
  const orientation = orientationOf(block, ["center", "left"] as const, fields.orientation_x);
  const logo = isDarkScheme(block.look.scheme) ? fields.logo_image_light : fields.logo_image_dark;
  const menuId = `mobile-menu-${block.id ?? variant}`;
  // The second brand logo follows the 2025 brand switch (network-v1 / network-v2).
  const brandVersion = useAtomValue(siteAtom)?.brandVersion ?? 1;

  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: defaultHeightCss(variant) }} />
      <BlockSection
        block={block}
        as="header"
        className={styles.header}
        data-variant={variant}
        data-hidden={hidden || undefined}
        data-scrolled={scrolled || undefined}
        data-orientation={orientation}
        data-links-fit={fits ? "true" : "false"}
        style={
          {
            "--header-min-height": `${HEADER_HEIGHTS[variant]}px`,
            "--logo-scale": fields.logo_multiplier,
          } as CSSProperties
        }
        onFocus={(event) => setKeyboardFocus(isFocusVisible(event.target))}
        onKeyUp={() => setKeyboardFocus(isFocusVisible(document.activeElement))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
        }}
      >
        <div ref={innerRef} className={styles.inner}>
          {mega && (fields.sup_sections_repeater.length > 0 || fields.show_remax_logo) ? (
            <div className={styles.superHeader}>
              <MenuLinkList
                className={styles.supSections}
                items={fields.sup_sections_repeater}
                linkClassName={styles.supLink}
              />
              {fields.show_remax_logo ? (
                <img
                  className={styles.secondLogo}
                  src={`/images/logos/network-v${brandVersion}.svg`}
                  alt={t("header.network-logo")}
                  width="150"
                  height="28"
                />
              ) : null}
            </div>
          ) : null}
          <div ref={barRef} className={styles.bar}>
            <a
              href={routePath("home", locale)}
              data-internal=""
              className={styles.logo}
              aria-label={t("header.home")}
            >
              {logo ? (
                <CmsImage image={logo} eager className={styles.logoImage} alt="" />
              ) : (
                <span>{t("header.home")}</span>
              )}
            </a>
            <div className={styles.navWrap} data-measure-nav="">
              <DesktopMenu
                items={fields.menu_repeater}
                mega={mega}
                label={t("header.main-navigation")}
                onOpenChange={setSubMenuOpen}
              />
            </div>
            <div className={styles.actions}>
              <LocaleSwitcher className={styles.localeLink} />
              {fields.cta_sms ? (
                <CmsLink link={fields.cta_sms} className={`${styles.cta} ${styles.smsCta}`} />
              ) : null}
              {fields.cta_button ? <CmsLink link={fields.cta_button} className={styles.cta} /> : null}
              {hydrated ? (
                <button
                  type="button"
                  className={styles.menuButton}
                  aria-expanded={menuOpen}
                  aria-controls={menuId}
                  onClick={() => setMenuOpen(true)}
                >
                  <Icon name="menu" />
                  <span className={styles.menuButtonText}>{t("header.menu")}</span>
                </button>
              ) : (
                // Without JavaScript the panel opens as the link's target (see MobileMenu); with it,
                // in place until this code runs (early-menu.ts).
                <a
                  className={styles.menuButton}
                  href={`#${menuLayerId(menuId)}`}
                  data-early-panel={menuLayerId(menuId)}
                  data-early-open=""
                >
                  <Icon name="menu" />
                  <span className={styles.menuButtonText}>{t("header.menu")}</span>
                </a>
              )}
            </div>
          </div>
        </div>
        <MobileMenu
          id={menuId}
          items={fields.menu_repeater}
          cta={fields.cta_button ?? null}
          smsCta={fields.cta_sms ?? null}
          open={menuOpen}
          onClose={closeMenu}
          onOpen={openMenu}
        />
      </BlockSection>
    </>
  );
}
