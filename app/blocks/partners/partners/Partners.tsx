import { IMAGE_SIZES } from "~/content/image-sizes";
import { useState } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsLink } from "~/content/CmsLink";
import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { ShowAllButton, ShownList, useShowFirst } from "~/ui/ShowFirst";
import { HeadedBlock } from "../../parts/HeadedBlock";
import type { BlockProps } from "../../types";
import { FilterChips } from "../FilterChips";
import { IconLines, PartnerAvatar } from "../PartnerParts";
import { filterByTag, tagsOf } from "../tags";
import { PARTNERS_SHOWN } from "./constants";
import type { Partner, PartnersFields } from "./fields.server";
import styles from "../partners.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <article className={styles.card}>
      {partner.image ? (
        <CmsImage image={partner.image} className={styles.cardImage} sizes={IMAGE_SIZES.gridCard} />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.identity}>
          <PartnerAvatar image={partner.partner_avatar} size={56} />
          <div>
            <CmsText field={partner.main_title} as="h3" className={styles.name} />
            <CmsText field={partner.sub_title} as="p" className={styles.subtitle} />
          </div>
        </div>
        {partner.tags.length > 0 ? (
          <ul className={styles.tags}>
            {partner.tags.map((tag) => (
              <li
                key={tag.id}
                className={styles.tag}
                style={{ background: tag.background, color: tag.color }}
                data-colored={tag.background ? "" : undefined}
              >
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        <CmsText field={partner.description} className={styles.description} />
        <IconLines lines={partner.list_items_repeater} />
        {partner.cta ? <CmsLink link={partner.cta} /> : null}
      </div>
    </article>
  );
}

/** `partners` (spec 2 §4): the first 6, then all; the tag filter narrows the list. */
export default function Partners({ fields, block, index }: BlockProps<PartnersFields>) {
  const { t } = useT("places");
  const [tag, setTag] = useState<string | null>(null);
  const tags = tagsOf(fields.partners_repeater);
  const matching = filterByTag(fields.partners_repeater, tag);
  const list = useShowFirst(matching, PARTNERS_SHOWN);

  const choose = (id: string | null) => {
    setTag(id);
    list.collapse();
  };

  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      {tags.length > 1 ? (
        <FilterChips
          label={t("places:partners.filter-label")}
          allLabel={t("places:partners.all")}
          choices={tags}
          selected={tag}
          onSelect={choose}
        />
      ) : null}
      <p className={styles.status} role="status">
        {tag === null ? "" : t("places:partners.shown", { count: matching.length })}
      </p>
      {matching.length === 0 ? (
        <p>{t("places:partners.none")}</p>
      ) : (
        <ShownList state={list} className={styles.grid} keyOf={(_, i) => `${tag ?? "all"}-${i}`}>
          {(partner) => <PartnerCard partner={partner} />}
        </ShownList>
      )}
      <ShowAllButton state={list} className={styles.showAll}>
        {t("places:partners.show-all", { count: matching.length })}
      </ShowAllButton>
    </HeadedBlock>
  );
}
