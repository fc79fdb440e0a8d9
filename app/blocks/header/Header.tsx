import { Link } from "@remix-run/react";
import { useCallback, useLayoutEffect, useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { Block } from "~/cms/schema";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { Icon } from "~/content/Icon";
import { routePath } from "~/i18n/routes";
import { useLocale } from "~/i18n/use-locale";
import { LocaleSwitcher } from "~/shell/LocaleSwitcher";
import { BlockSection } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/theme";
import { defineBlock } from "../define-block";
import { DesktopMenu } from "./DesktopMenu";
import { HEADER_HEIGHTS, headerFieldsSchema, type HeaderFields, type HeaderVariant } from "./fields";
import { MobileMenu } from "./MobileMenu";
import { useHeaderVisibility } from "./use-header-visibility";
import styles from "./Header.module.css";

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
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, 50);
    });
    observer.observe(bar);
    measure();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return { barRef, fits };
}

function HeaderView({ fields, block, variant }: { fields: HeaderFields; block: Block; variant: HeaderVariant }) {
  const { t } = useTranslation("chrome");
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const { barRef, fits } = useLinksFit();
  const { hidden, scrolled } = useHeaderVisibility(HEADER_HEIGHTS[variant], menuOpen || focusInside);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const mega = variant !== "header-classic";
  const orientation = block.block_params.orientation_x === "left" || block.block_params.orientation_x === "center"
    ? block.block_params.orientation_x
    : fields.orientation_x;
  const logo = isDarkScheme(block.block_params.color_scheme) ? fields.logo_image_light : fields.logo_image_dark;
  const menuId = `mobile-menu-${block.id ?? variant}`;

  return (
    <BlockSection
      block={block}
      as="header"
      className={styles.header}
      data-variant={variant}
      data-hidden={hidden || undefined}
      data-scrolled={scrolled || undefined}
      data-orientation={orientation}
      data-links-fit={fits ? "true" : "false"}
      style={{ "--header-height": `${HEADER_HEIGHTS[variant]}px`, "--logo-scale": fields.logo_multiplier } as CSSProperties}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setFocusInside(false);
      }}
    >
      <div className={styles.inner}>
        {mega && (fields.sup_sections_repeater.length > 0 || fields.show_remax_logo) ? (
          <div className={styles.superHeader}>
            <ul className={styles.supSections}>
              {fields.sup_sections_repeater.map((section, index) => (
                <li key={index}>
                  <CmsLink link={section.menu_link} styled={false} className={styles.supLink} />
                </li>
              ))}
            </ul>
            {fields.show_remax_logo ? (
              <img className={styles.secondLogo} src="/images/logos/network.svg" alt={t("header.network-logo")} width="150" height="28" />
            ) : null}
          </div>
        ) : null}
        <div ref={barRef} className={styles.bar}>
          <Link to={routePath("home", locale)} className={styles.logo} aria-label={t("header.home")}>
            {logo ? <CmsImage image={logo} eager className={styles.logoImage} alt="" /> : <span>{t("header.home")}</span>}
          </Link>
          <div className={styles.navWrap} data-measure-nav="">
            <DesktopMenu items={fields.menu_repeater} mega={mega} label={t("header.main-navigation")} />
          </div>
          <div className={styles.actions}>
            <LocaleSwitcher className={styles.localeLink} />
            {fields.cta_button ? <CmsLink link={fields.cta_button} className={styles.cta} /> : null}
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
          </div>
        </div>
      </div>
      <MobileMenu id={menuId} items={fields.menu_repeater} cta={fields.cta_button ?? null} open={menuOpen} onClose={closeMenu} />
    </BlockSection>
  );
}

function headerBlock(variant: HeaderVariant) {
  return defineBlock(headerFieldsSchema(variant), function Header({ fields, block }) {
    return <HeaderView fields={fields} block={block} variant={variant} />;
  });
}

export const HeaderClassic = headerBlock("header-classic");
export const HeaderMegamenu = headerBlock("header-megamenu");
export const HeaderOutOfNorm = headerBlock("header-out-of-norm");
