import { Link } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CmsIcon } from "~/content/Icon";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import {
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { localize } from "~/i18n/localize";
import { routePath } from "~/i18n/routes";
import { useLocale } from "~/i18n/use-locale";
import { consentReadyAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { isDarkScheme } from "~/theme/theme";
import { defineBlock } from "../define-block";
import styles from "./Footer.module.css";

export const PROVIDER_URL = "https://horizon-web.example";

const footerFields = z.object({
  agency: optionalField(textFieldSchema),
  all_rights_reserved: optionalField(textFieldSchema),
  logo_image_light: optionalField(imageFieldSchema),
  logo_image_dark: optionalField(imageFieldSchema),
  cta: optionalField(linkFieldSchema),
  icon_links_repeater: repeater(z.object({ icon: iconFieldSchema, link: linkFieldSchema })),
  menu_repeater: repeater(
    z.object({
      menu_link: linkFieldSchema,
      sub_menu_repeater: repeater(z.object({ menu_link: linkFieldSchema })),
    }),
  ),
});

/** The powered-by logo appears once the footer enters the viewport; without JavaScript it is simply shown. */
function usePoweredByAppearance() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [state, setState] = useState<"shown" | "waiting">("shown");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setState("shown");
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, state };
}

/** `footer-classic` (spec 2 §2, §3). */
export const FooterClassic = defineBlock(footerFields, function FooterClassic({ fields, block }) {
  const { t } = useTranslation("chrome");
  const locale = useLocale();
  const consentReady = useAtomValue(consentReadyAtom);
  const poweredBy = usePoweredByAppearance();
  const logo = isDarkScheme(block.block_params.color_scheme)
    ? fields.logo_image_light
    : fields.logo_image_dark;
  const year = new Date().getFullYear();

  return (
    <BlockSection block={block} as="footer" className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link to={routePath("home", locale)} className={styles.logo} aria-label={t("header.home")}>
            <CmsImage image={logo} className={styles.logoImage} alt="" />
          </Link>
          {fields.cta ? <CmsLink link={fields.cta} /> : null}
        </div>
        {fields.menu_repeater.length > 0 ? (
          <nav aria-label={t("footer.navigation")}>
            <ul className={styles.columns}>
              {fields.menu_repeater.map((item, index) => (
                <li key={index} className={styles.column}>
                  <CmsLink link={item.menu_link} styled={false} className={styles.columnTitle} />
                  {item.sub_menu_repeater.length > 0 ? (
                    <ul className={styles.subList}>
                      {item.sub_menu_repeater.map((sub, s) => (
                        <li key={s}>
                          <CmsLink link={sub.menu_link} styled={false} className={styles.subLink} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {fields.icon_links_repeater.length > 0 ? (
          <ul className={styles.social} aria-label={t("footer.social")}>
            {fields.icon_links_repeater.map((item, index) => (
              <li key={index}>
                <CmsLink
                  link={item.link}
                  styled={false}
                  className={styles.socialLink}
                  aria-label={localize(item.link.text, locale)}
                >
                  <CmsIcon icon={item.icon} className={styles.socialIcon} />
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.copyright} suppressHydrationWarning>
            {t("footer.copyright", {
              year,
              agency: localize(fields.agency?.value, locale) ?? "",
              rights: localize(fields.all_rights_reserved?.value, locale) ?? "",
            })}
          </p>
          <ul className={styles.legal}>
            <li>
              <Link to={routePath("terms-of-use", locale)}>{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={routePath("privacy-policy", locale)}>{t("footer.privacy")}</Link>
            </li>
            {consentReady ? (
              <li>
                <button
                  type="button"
                  className={styles.consent}
                  onClick={() => window.__consent?.showPreferences?.()}
                >
                  {t("footer.consent")}
                </button>
              </li>
            ) : null}
          </ul>
          <a
            ref={poweredBy.ref}
            href={PROVIDER_URL}
            className={styles.poweredBy}
            data-state={poweredBy.state}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className={styles.poweredByText}>{t("footer.powered-by-prefix")}</span>
            <img src="/images/logos/powered-by.svg" alt="Horizon Web" width="96" height="24" />
          </a>
        </div>
      </div>
    </BlockSection>
  );
});
