import { MEMBERS_CAROUSEL_IMAGE_SIZES } from "./image-sizes";
import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import { CtaList } from "../../parts/CtaList";
import { orientationOf } from "../../parts/orientation";
import type { BlockProps } from "../../types";
import { MemberAvatar } from "../MemberParts";
import { avatarContextOf, avatarOrDefault } from "../default-avatar";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { GoToSlideButton, PlayPauseButton } from "~/ui/CarouselControls";
import { HiddenWithoutScript } from "~/ui/HiddenWithoutScript";
import { useHeld } from "~/ui/use-held";
import { useLazyKeenSlider } from "~/ui/use-lazy-keen-slider";
import type { MembersCarouselFields } from "./fields.server";
// keen-slider's rules, once for every slider.
import "~/ui/keen-slider.module.css";
import styles from "./MembersCarousel.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Spec 2 §9 "Carousels". */
export const MEMBERS_CAROUSEL_AUTOPLAY_MS = 5000;
export const MEMBERS_THUMBNAIL_PX = 80;

/**
 * `members-carousel` (spec 2 "Member carousel"): the main carousel autoplays every 5 s (paused on
 * hover and focus, never under reduced motion), an 80 px thumbnail per member jumps to its slide, and
 * the person card beside it follows the current slide. orientation_x full or center (spec 2 §5).
 */
export default function MembersCarousel({ fields, block, index }: BlockProps<MembersCarouselFields>) {
  const { t } = useT("people");
  const brandVersion = useAtomValue(siteAtom)?.brandVersion ?? 1;
  const context = avatarContextOf(block.block_params.context_type);
  const orientation = orientationOf(block, ["full", "center"] as const, "full");
  const members = fields.members_repeater;
  const enabled = members.length > 1;
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { held, holdProps } = useHeld();
  const reducedMotion = usePrefersReducedMotion();

  const { trackProps, regionProps, withSlider, ready } = useLazyKeenSlider<HTMLDivElement>({
    disabled: !enabled,
    loop: enabled,
    created: (instance) => setCurrent(instance.track.details.rel),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  const autoplay = enabled && !reducedMotion;
  useEffect(() => {
    if (!autoplay || !playing || held) return;
    const timer = setTimeout(() => withSlider((instance) => instance.next()), MEMBERS_CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, playing, held, current, withSlider]);

  if (members.length === 0) return null;
  const member = members[current] ?? members[0];
  const label = t("carousel.label");

  return (
    <BlockSection block={block} className={styles.section} data-orientation={orientation}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        <section
          className={styles.layout}
          aria-roledescription={t("carousel.role")}
          aria-label={label}
          {...holdProps}
          {...regionProps}
        >
          <div {...trackProps} className={`keen-slider ${styles.track}`} id={`${id}-track`} aria-live="off">
            {members.map((item, i) => (
              <div
                key={i}
                className={`keen-slider__slide ${styles.slide}`}
                role="group"
                aria-roledescription={t("carousel.slide-role")}
                aria-label={t("carousel.slide", {
                  index: i + 1,
                  total: members.length,
                  name: item.person_name,
                })}
                {...(enabled && ready && i !== current ? { inert: "" } : {})}
              >
                <CmsImage
                  image={avatarOrDefault(item.person_avatar, brandVersion, context, item.person_name)}
                  className={styles.photo}
                  sizes={MEMBERS_CAROUSEL_IMAGE_SIZES[orientation]}
                  priority={index === 0 && i === 0 ? "high" : undefined}
                  width={640}
                  height={640}
                />
              </div>
            ))}
          </div>
          <div
            className={styles.person}
            // Autoplay would announce a new person every 5 s: only changes the visitor makes are read.
            aria-live={autoplay && playing ? "off" : "polite"}
          >
            <p className={styles.name}>{member.person_name}</p>
            <CmsText field={member.person_subtitle} as="p" className={styles.subtitle} />
            <CtaList items={member.cta_repeater} />
          </div>
          {enabled ? <HiddenWithoutScript className={styles.navigation} /> : null}
          {enabled ? (
            <div className={styles.navigation}>
              <ul className={styles.thumbnails} aria-label={t("carousel.thumbnails")}>
                {members.map((item, i) => (
                  <li key={i}>
                    <GoToSlideButton
                      className={styles.thumbnail}
                      trackId={`${id}-track`}
                      current={i === current}
                      label={t("carousel.go-to", { name: item.person_name })}
                      onGo={() => withSlider((instance) => instance.moveToIdx(i))}
                      style={{ width: MEMBERS_THUMBNAIL_PX, height: MEMBERS_THUMBNAIL_PX }}
                    >
                      <MemberAvatar
                        avatar={item.person_avatar}
                        brandVersion={brandVersion}
                        context={context}
                        size={MEMBERS_THUMBNAIL_PX}
                        className={styles.thumbnailImage}
                      />
                    </GoToSlideButton>
                  </li>
                ))}
              </ul>
              {autoplay ? (
                <PlayPauseButton playing={playing} onToggle={() => setPlaying((value) => !value)} />
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </BlockSection>
  );
}
