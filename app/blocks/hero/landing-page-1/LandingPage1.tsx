import { heroImageSizes } from "~/content/image-sizes";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { CtaList } from "~/blocks/parts/CtaList";
import type { BlockProps } from "~/blocks/types";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { ContactForm } from "~/forms/contact/ContactForm";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { defaultAvatarSrc } from "../../members/default-avatar";
import type { LandingPage1Data, LandingPage1Fields } from "./fields.server";
import { landingOverlap, SMALL_SCREEN_OVERLAP } from "./overlap";
import styles from "./LandingPage1.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** The overlap follows the two columns' heights and the viewport (spec 2 §9). */
function useOverlap() {
  const info = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const [overlap, setOverlap] = useState(SMALL_SCREEN_OVERLAP);
  useEffect(() => {
    const measure = () => {
      if (!info.current || !form.current) return;
      setOverlap(landingOverlap(window.innerWidth, form.current.offsetHeight, info.current.offsetHeight));
    };
    measure();
    // Without ResizeObserver (old browsers), the viewport's resizes still re-measure.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (info.current) observer?.observe(info.current);
    if (form.current) observer?.observe(form.current);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return { info, form, overlap };
}

/**
 * `landing-page-1` (spec 2 §2): a hero with a contact form. The form's title addresses "me" on a
 * broker's site and "us" otherwise; on an agency's site the avatar is the brand logo.
 */
export default function LandingPage1({
  block,
  fields,
  data,
  index,
}: BlockProps<LandingPage1Fields, LandingPage1Data | undefined>) {
  const { t } = useT("forms");
  const site = useAtomValue(siteAtom);
  const { info, form, overlap } = useOverlap();
  const siteType = site?.siteType ?? "broker";
  const brandVersion = site?.brandVersion ?? 1;
  const formId = `form-${block.key}`;
  const formTitleId = `${formId}-title`;

  return (
    <BlockSection
      block={block}
      className={styles.hero}
      style={{ "--landing-overlap": `${overlap}px` } as CSSProperties}
      data-overlap={overlap}
    >
      {fields.background_image ? (
        <CmsImage
          image={fields.background_image}
          className={styles.background}
          sizes={heroImageSizes("landing-page-1")}
          background
          priority={index === 0 ? "high" : undefined}
          alt=""
        />
      ) : null}
      <div className={styles.inner}>
        <div className={styles.info} ref={info}>
          {siteType === "agency" ? (
            <img
              className={`${styles.avatar} ${styles.logo}`}
              src={`/images/logos/network-v${brandVersion}.svg`}
              alt={t("landing.brand-logo")}
              width={112}
              height={112}
            />
          ) : fields.avatar ? (
            <CmsImage image={fields.avatar} className={styles.avatar} sizes="96px" />
          ) : (
            <img
              className={styles.avatar}
              src={defaultAvatarSrc(brandVersion, "broker")}
              alt=""
              width={112}
              height={112}
            />
          )}
          <CmsText field={fields.super_title} as="p" className={styles.superTitle} />
          <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
          <CmsText field={fields.description} className={styles.description} />
          <CtaList items={fields.cta_repeater} />
        </div>
        <section className={`${styles.card} scheme-normal`} ref={form} aria-labelledby={formTitleId}>
          <h2 id={formTitleId} className={styles.formTitle}>
            {t(siteType === "broker" ? "landing.form-title-me" : "landing.form-title-us")}
          </h2>
          <ContactForm formId={formId} idempotencyKey={data?.idempotencyKey} />
        </section>
      </div>
    </BlockSection>
  );
}
