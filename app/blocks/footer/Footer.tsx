import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { routePath } from "~/i18n/routes";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/schemes";
import { IconLinkList } from "../parts/IconLinkList";
import { MenuLinkList } from "../parts/MenuLinkList";
import type { BlockProps } from "../types";
import type { FooterFields } from "./fields.server";
import styles from "./Footer.module.css";
import { DeferredImg } from "~/ui/Photo";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

export const PROVIDER_URL = "https://horizon-web.example";

/** `footer-classic` (spec 2 §2, §3). */
const SOCIAL_CLASSES = { list: styles.social, link: styles.socialLink, icon: styles.socialIcon };

export default function Footer({ fields, block }: BlockProps<FooterFields>) {
  const { t, locale } = useT("chrome");
  const logo = isDarkScheme(block.look.scheme) ? fields.logo_image_light : fields.logo_image_dark;
  const year = new Date().getFullYear();

  return (
    <BlockSection block={block} as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <a
            href={routePath("home", locale)}
            data-internal=""
            className={styles.logo}
            aria-label={t("header.home")}
          >
            <CmsImage image={logo} className={styles.logoImage} alt="" />
          </a>
          {fields.cta ? <CmsLink link={fields.cta} /> : null}
        </div>
        {fields.menu_repeater.length > 0 ? (
          <nav aria-label={t("footer.navigation")}>
            <ul className={styles.columns}>
              {fields.menu_repeater.map((item, index) => (
                <li key={index} className={styles.column}>
                  <CmsLink link={item.menu_link} styled={false} className={styles.columnTitle} />
                  {item.sub_menu_repeater.length > 0 ? (
                    <MenuLinkList
                      className={styles.subList}
                      items={item.sub_menu_repeater}
                      linkClassName={styles.subLink}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <IconLinkList
          items={fields.icon_links_repeater}
          classes={SOCIAL_CLASSES}
          label={t("footer.social")}
        />
        <div className={styles.bottom}>
          <p className={styles.copyright} suppressHydrationWarning>
            {t("footer.copyright", {
              year,
              agency: fields.agency,
              rights: fields.all_rights_reserved,
            })}
          </p>
          <ul className={styles.legal}>
            <li>
              <a href={routePath("terms-of-use", locale)} data-internal="">
                {t("footer.terms")}
              </a>
            </li>
            <li>
              <a href={routePath("privacy-policy", locale)} data-internal="">
                {t("footer.privacy")}
              </a>
            </li>
            {/* Shown once the consent platform is ready; the shell handles the click (use-consent-ready.ts). */}
            <li data-consent-preferences="">
              <button type="button" className={styles.consent} data-action="consent-preferences">
                {t("footer.consent")}
              </button>
            </li>
          </ul>
          <a href={PROVIDER_URL} className={styles.poweredBy} target="_blank" rel="noopener noreferrer">
            <span className={styles.poweredByText}>{t("footer.powered-by-prefix")}</span>
            {/* Deferred, it fades in once near (app/shell/deferred-images.ts); the text stays readable throughout. */}
            <DeferredImg src="/images/logos/powered-by.svg" alt="Horizon Web" width="96" height="24" />
          </a>
        </div>
      </div>
    </BlockSection>
  );
}
