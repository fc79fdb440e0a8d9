import { heroImageSizes } from "~/content/image-sizes";
import { useAtomValue } from "jotai";
import { useMemo, useState, type CSSProperties } from "react";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { Dropdown } from "~/ui/Dropdown";
import { Modal } from "~/ui/Modal";
import { CtaList } from "../../parts/CtaList";
import background from "../../parts/background-media.module.css";
import type { BlockProps } from "../../types";
import { avatarContextOf, type AvatarContext } from "../default-avatar";
import { IconLinks, InfoList, MemberAvatar } from "../MemberParts";
import { ProgramsCount } from "../ProgramsCount";
import type { HeroMembersSearchFields, SearchMember } from "./fields.server";
import {
  SEARCH_BOTTOM_OVERLAP_PX,
  SEARCH_CAROUSEL_AUTOPLAY_MS,
  carouselMembers,
  memberOptions,
} from "./members-search";
import shared from "../members.module.css";
import styles from "./HeroMembersSearch.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const CAROUSEL_COLUMNS = { 0: 1, 576: 2, 992: 3, 1200: 4 };

/**
 * `hero-members-search` (spec 2 "Hero members search", §9): a searchable dropdown of members sorted by
 * name; choosing one, or clicking a carousel card (Enter on it too), opens the member's modal in the
 * normal colour scheme, and closing it clears the choice. The optional carousel (at most 10 cards,
 * autoplay 6 s) overlaps the block below by 130 px.
 */
export default function HeroMembersSearch({ fields, block, index }: BlockProps<HeroMembersSearchFields>) {
  const { t, locale } = useT("people");
  const brandVersion = useAtomValue(siteAtom)?.brandVersion ?? 1;
  const context = avatarContextOf(block.block_params.context_type);
  const members = fields.members_repeater;
  const options = useMemo(() => memberOptions(members, locale), [members, locale]);
  const [selected, setSelected] = useState<string | null>(null);
  const member = selected === null ? undefined : members[Number(selected)];
  const cards = fields.show_carousel ? carouselMembers(members) : [];
  const overlap = cards.length > 0;

  return (
    <BlockSection
      block={block}
      className={styles.hero}
      data-overlap={overlap ? "" : undefined}
      style={{ "--members-overlap": `${SEARCH_BOTTOM_OVERLAP_PX}px` } as CSSProperties}
    >
      <div className={styles.backdrop} aria-hidden="true">
        <CmsMedia
          media={fields.bg_media}
          className={background.media}
          sizes={heroImageSizes("hero-members-search")}
          background
          priority={index === 0 ? "high" : undefined}
        />
        {fields.bg_media ? <div className={background.scrim} /> : null}
      </div>
      <div className={styles.content} data-on-media={fields.bg_media ? "" : undefined}>
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
        <CmsText field={fields.description} className={styles.description} />
        <Dropdown
          label={t(`search.label-${context}`)}
          placeholder={t(`search.placeholder-${context}`)}
          searchable
          options={options}
          value={selected}
          onChange={setSelected}
          className={styles.dropdown}
        />
      </div>
      {overlap ? (
        <div className={`${styles.carousel} scheme-normal`}>
          <Carousel
            label={t(`search.carousel-${context}`)}
            autoplayMs={SEARCH_CAROUSEL_AUTOPLAY_MS}
            loop
            slidesPerView={CAROUSEL_COLUMNS}
            slides={cards.map((card, i) => (
              <button
                key={i}
                type="button"
                className={`${styles.card} scheme-normal`}
                onClick={() => setSelected(String(i))}
                aria-haspopup="dialog"
              >
                <MemberAvatar
                  avatar={card.person_avatar}
                  brandVersion={brandVersion}
                  context={context}
                  size={96}
                  className={styles.cardAvatar}
                />
                <span className={styles.cardText}>
                  <span className={styles.cardName}>{card.person_name}</span>
                  <CmsText field={card.person_subtitle} className={styles.cardSubtitle} />
                </span>
              </button>
            ))}
          />
        </div>
      ) : null}
      <Modal
        open={member !== undefined}
        onClose={() => setSelected(null)}
        title={member?.person_name ?? ""}
        size="md"
      >
        {member ? <MemberDetails member={member} brandVersion={brandVersion} context={context} /> : null}
      </Modal>
    </BlockSection>
  );
}

function MemberDetails({
  member,
  brandVersion,
  context,
}: {
  member: SearchMember;
  brandVersion: 1 | 2;
  context: AvatarContext;
}) {
  return (
    <div className={styles.details}>
      <MemberAvatar
        avatar={member.person_avatar}
        brandVersion={brandVersion}
        context={context}
        size={160}
        className={`${shared.avatar} ${styles.detailsAvatar}`}
        eager
      />
      <div className={styles.detailsText}>
        <CmsText field={member.person_subtitle} as="p" className={styles.detailsSubtitle} />
        <InfoList items={member.list_items_repeater} />
        <IconLinks items={member.social_items_repeater} name={member.person_name} />
        <ProgramsCount programs={member.program_items_repeater} />
        <CtaList items={member.cta_repeater} />
      </div>
    </div>
  );
}
