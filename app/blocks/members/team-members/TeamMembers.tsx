import { useAtomValue } from "jotai";
import { useState } from "react";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { Carousel } from "~/ui/Carousel";
import { Modal } from "~/ui/Modal";
import { useOverflows } from "~/ui/use-overflows";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { avatarContextOf, type AvatarContext } from "../default-avatar";
import { InfoList, MemberAvatar } from "../MemberParts";
import type { TeamMember, TeamMembersFields } from "./fields.server";
import styles from "./TeamMembers.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `team-members` (spec 3 "Team member block"): one member per slide with previous/next arrows and a
 * count; the description is clamped to 5 lines (7 on very large screens) and a see-more button opens
 * it whole in a modal when it overflows.
 */
export default function TeamMembers({ fields, block, index }: BlockProps<TeamMembersFields>) {
  const { t } = useT("people");
  const brandVersion = useAtomValue(siteAtom)?.brandVersion ?? 1;
  const context = avatarContextOf(block.block_params.context_type);
  const [open, setOpen] = useState<number | null>(null);
  const member = open === null ? undefined : fields.members_repeater[open];
  if (fields.members_repeater.length === 0) return null;
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <Carousel
          label={plainText(fields.main_title) || t("team.label")}
          slidesPerView={1}
          slides={fields.members_repeater.map((item, i) => (
            <TeamMemberSlide
              key={i}
              member={item}
              brandVersion={brandVersion}
              context={context}
              onSeeMore={() => setOpen(i)}
            />
          ))}
        />
      </div>
      <Modal open={member !== undefined} onClose={() => setOpen(null)} title={member?.person_name ?? ""}>
        {member ? (
          <div className={styles.modalBody}>
            <CmsText field={member.person_subtitle} as="p" className={styles.subtitle} />
            <CmsText field={member.description} />
          </div>
        ) : null}
      </Modal>
    </BlockSection>
  );
}

function TeamMemberSlide({
  member,
  brandVersion,
  context,
  onSeeMore,
}: {
  member: TeamMember;
  brandVersion: 1 | 2;
  context: AvatarContext;
  onSeeMore: () => void;
}) {
  const { t } = useT("people");
  const { ref, overflows } = useOverflows<HTMLDivElement>();
  return (
    <article className={styles.member}>
      <MemberAvatar
        avatar={member.person_avatar}
        brandVersion={brandVersion}
        context={context}
        size={480}
        sizes="(min-width: 968px) 352px, (min-width: 768px) calc((100vw - 88px) * 0.4), (min-width: 400px) 352px, calc(100vw - 48px)"
        className={styles.avatar}
      />
      <div className={styles.text}>
        <h3 className={styles.name}>{member.person_name}</h3>
        <CmsText field={member.person_subtitle} as="p" className={styles.subtitle} />
        {member.description ? (
          <div ref={ref} className={styles.clamp}>
            <CmsText field={member.description} />
          </div>
        ) : null}
        {overflows ? (
          <button type="button" className={styles.seeMore} onClick={onSeeMore} aria-haspopup="dialog">
            {t("team.see-more")}
            <span className={styles.visuallyHidden}> – {member.person_name}</span>
          </button>
        ) : null}
        <InfoList items={member.list_items_repeater} />
      </div>
    </article>
  );
}
