import { heroImageSizes } from "~/content/image-sizes";
import { useAtomValue } from "jotai";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { jsonLdScript, realEstateAgent } from "~/lib/structured-data";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { IconLinks, InfoList } from "../../members/MemberParts";
import { CtaList } from "../../parts/CtaList";
import type { BlockProps } from "../../types";
import type { HeroProfileFields } from "./fields.server";
import styles from "./HeroProfile.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

function absolute(src: string | undefined, origin: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    return new URL(src, origin || undefined).toString();
  } catch {
    return undefined;
  }
}

/**
 * `hero-profile` (spec 2 "Profile page hero"): a member's media, titles, details, socials and calls to
 * action, with the member described as a schema.org RealEstateAgent for search engines.
 */
export default function HeroProfile({ fields, block, index }: BlockProps<HeroProfileFields>) {
  const { t } = useT("people");
  const site = useAtomValue(siteAtom);
  const name = plainText(fields.main_title);
  const image = fields.media?.type === "image" ? fields.media : fields.media?.poster;
  return (
    <BlockSection block={block} className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.media}>
          <CmsMedia
            media={fields.media}
            className={styles.mediaItem}
            sizes={heroImageSizes("hero-profile")}
            priority={index === 0 ? "high" : undefined}
          />
        </div>
        <div className={styles.text}>
          <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
          <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
          <CmsText field={fields.under_sub_title} as="p" className={styles.underSubTitle} />
          <CmsText field={fields.description} className={styles.description} />
          {fields.list_items_repeater.length > 0 ? (
            <section aria-label={t("profile.details")}>
              <InfoList items={fields.list_items_repeater} />
            </section>
          ) : null}
          <IconLinks items={fields.icon_links_repeater} name={name} />
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
      {name ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdScript(
              realEstateAgent({
                name,
                jobTitle: plainText(fields.sub_title),
                description: plainText(fields.description),
                image: absolute(image?.src, site?.fullOrigin),
                url: site ? absolute(site.fullPath, site.fullOrigin) : undefined,
                sameAs: fields.icon_links_repeater
                  .filter((item) => item.link.kind === "external")
                  .map((item) => item.link.href),
              }),
            ),
          }}
        />
      ) : null}
    </BlockSection>
  );
}
