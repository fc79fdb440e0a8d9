import { useId, useState, type CSSProperties } from "react";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { BlockSection } from "~/theme/BlockSection";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { GoToSlideButton, PlayPauseButton, StepButton } from "~/ui/CarouselControls";
import { HiddenWithoutScript } from "~/ui/HiddenWithoutScript";
import { useHeld } from "~/ui/use-held";
import { useLazyKeenSlider } from "~/ui/use-lazy-keen-slider";
import { CtaList } from "../../parts/CtaList";
import { BackgroundMedia } from "../../parts/BackgroundMedia";
import type { BlockProps } from "../../types";
import type { HeroSliderFields } from "./fields.server";
import {
  HERO_SLIDER_AUTOPLAY_MS,
  HERO_SLIDER_TRANSITION_MS,
  nextIndex,
  showsPreview,
  sliderEnabled,
  twoDigits,
} from "./slider";
// keen-slider's rules, once for every slider.
import "~/ui/keen-slider.module.css";
import styles from "./HeroSlider.module.css";
import { IMAGE_SIZES } from "~/content/image-sizes";
import { Photo } from "~/ui/Photo";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/**
 * `hero-slider` (spec 2 "Hero slider", §9): slides over background media that autoplay every 8 s and
 * loop (500 ms transitions), numbered with two digits, a progress bar per slide (the current one fills
 * while it shows; its end moves on), a preview of the next slide, previous and next that wrap around.
 * Autoplay pauses on hover and focus, has a pause button and never runs under reduced motion; a single
 * slide is shown still, without controls.
 */
export default function HeroSlider({ fields, block, index }: BlockProps<HeroSliderFields>) {
  const { t } = useT("people");
  const slides = fields.slides_repeater;
  const total = slides.length;
  const enabled = sliderEnabled(total);
  const id = useId();
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { held, holdProps } = useHeld();

  const { trackProps, regionProps, withSlider, ready } = useLazyKeenSlider<HTMLDivElement>({
    disabled: !enabled,
    loop: enabled,
    defaultAnimation: { duration: HERO_SLIDER_TRANSITION_MS },
    created: (instance) => setCurrent(instance.track.details.rel),
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  if (total === 0) return null;
  const autoplay = enabled && hydrated && !reducedMotion;
  const running = autoplay && playing && !held;
  const next = nextIndex(current, total);
  const preview = showsPreview(fields.show_preview, total) ? slides[next] : undefined;
  const previewImage = preview?.bg_media?.type === "image" ? preview.bg_media : preview?.bg_media?.poster;

  return (
    <BlockSection
      block={block}
      className={styles.hero}
      aria-roledescription={t("slider.role")}
      aria-label={t("slider.label")}
      {...holdProps}
      {...regionProps}
      style={{ "--slide-duration": `${HERO_SLIDER_AUTOPLAY_MS}ms` } as CSSProperties}
    >
      <div
        {...trackProps}
        className={`keen-slider ${styles.track}`}
        id={`${id}-track`}
        aria-live={running ? "off" : "polite"}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={t("slider.slide-role")}
            aria-label={t("slider.slide", { index: twoDigits(i + 1), total: twoDigits(total) })}
            {...(enabled && ready && i !== current ? { inert: "" } : {})}
          >
            <BackgroundMedia
              media={slide.bg_media}
              first={index === 0 && i === 0}
              scrimClassName={styles.scrim}
            />
            <div className={styles.content}>
              <CmsText field={slide.super_title} as="p" className={styles.superTitle} />
              <CmsText
                field={slide.main_title}
                as={index === 0 && i === 0 ? "h1" : "h2"}
                className={styles.title}
              />
              <CmsText field={slide.sub_title} as="p" className={styles.subTitle} />
              <CmsText field={slide.description} className={styles.description} />
              <CtaList items={slide.cta_repeater} />
            </div>
          </div>
        ))}
      </div>
      {enabled ? <HiddenWithoutScript className={styles.bar} /> : null}
      {enabled ? (
        <div className={styles.bar}>
          <div className={styles.controls}>
            <p className={styles.count}>
              <span className={styles.currentNumber}>{twoDigits(current + 1)}</span>
              <span aria-hidden="true"> / </span>
              <span className={styles.visuallyHidden}> {t("slider.of")} </span>
              {twoDigits(total)}
            </p>
            <ol className={styles.progress} aria-label={t("slider.progress")}>
              {slides.map((slide, i) => (
                <li key={i}>
                  <GoToSlideButton
                    className={styles.progressButton}
                    trackId={`${id}-track`}
                    current={i === current}
                    label={t("slider.go-to", { index: twoDigits(i + 1) })}
                    onGo={() => withSlider((instance) => instance.moveToIdx(i))}
                  >
                    <span
                      className={styles.progressFill}
                      data-state={i === current ? (autoplay ? "current" : "done") : "idle"}
                      data-running={i === current && running ? "" : undefined}
                      onAnimationEnd={() => {
                        if (i === current) withSlider((instance) => instance.next());
                      }}
                    />
                  </GoToSlideButton>
                </li>
              ))}
            </ol>
            <StepButton
              direction="previous"
              className={styles.control}
              trackId={`${id}-track`}
              onStep={() => withSlider((instance) => instance.prev())}
            />
            <StepButton
              direction="next"
              className={styles.control}
              trackId={`${id}-track`}
              onStep={() => withSlider((instance) => instance.next())}
            />
            {autoplay ? (
              <PlayPauseButton
                className={styles.control}
                playing={playing}
                onToggle={() => setPlaying((value) => !value)}
              />
            ) : null}
          </div>
          {preview ? (
            <button
              type="button"
              className={styles.preview}
              aria-controls={`${id}-track`}
              onClick={() => withSlider((instance) => instance.next())}
            >
              {previewImage ? (
                <Photo
                  src={previewImage.src}
                  maxWidth={320}
                  sizes={IMAGE_SIZES.thumbnail}
                  className={styles.previewImage}
                  lazy
                />
              ) : null}
              <span className={styles.previewText}>
                <span className={styles.previewLabel}>
                  {t("slider.next-slide", { index: twoDigits(next + 1) })}
                </span>{" "}
                <span className={styles.previewTitle}>{plainText(preview.main_title)}</span>
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </BlockSection>
  );
}
