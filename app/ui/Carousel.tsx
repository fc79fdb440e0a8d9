import type { KeenSliderInstance } from "keen-slider";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";
import { PlayPauseButton, StepButton } from "./CarouselControls";
import { HiddenWithoutScript } from "./HiddenWithoutScript";
import { perViewStyle, toKeenBreakpoints, type Columns } from "./carousel-columns";
import { useHeld } from "./use-held";
import { useLazyKeenSlider } from "./use-lazy-keen-slider";
// keen-slider's rules, once for every slider.
import "~/ui/keen-slider.module.css";
import styles from "./Carousel.module.css";

type Props = {
  label: string;
  slides: ReactNode[];
  slidesPerView?: Columns;
  loop?: boolean;
  autoplayMs?: number;
  className?: string;
  showArrows?: boolean;
  onSlideChange?: (index: number) => void;
};

type Position = { rel: number; abs: number; minIdx: number; maxIdx: number };

function samePosition(a: Position, b: Position) {
  return a.rel === b.rel && a.abs === b.abs && a.minIdx === b.minIdx && a.maxIdx === b.maxIdx;
}

function sameFlags(a: boolean[] | null, b: boolean[] | null) {
  return (
    a === b ||
    (a !== null && b !== null && a.length === b.length && a.every((value, index) => value === b[index]))
  );
}

/**
 * A keen-slider carousel usable by keyboard and screen reader: labelled region and slides, labelled
 * previous/next buttons (disabled at either end unless it loops), slides outside the visible window
 * made inert, autoplay that pauses on hover and focus, never runs under reduced motion and has a
 * pause button. With one slide or none it is a plain block: no controls, no drag, no autoplay.
 * keen-slider itself loads on first use (use-lazy-keen-slider.ts); until then the slides scroll.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  loop = false,
  autoplayMs,
  className,
  showArrows = true,
  onSlideChange,
}: Props) {
  const { t } = useT("ui");
  const id = useId();
  const enabled = slides.length > 1;
  const looping = loop && enabled;
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState<Position>({
    rel: 0,
    abs: 0,
    minIdx: 0,
    maxIdx: Math.max(slides.length - 1, 0),
  });
  // null until keen-slider has measured: the server render and a page without JavaScript keep every
  // slide reachable in the natively scrolling track.
  const [visible, setVisible] = useState<boolean[] | null>(null);
  const [playing, setPlaying] = useState(true);
  const { held, holdProps } = useHeld();
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  const readPosition = (instance: KeenSliderInstance) => {
    const details = instance.track.details;
    if (!details) return;
    const next = { rel: details.rel, abs: details.abs, minIdx: details.minIdx, maxIdx: details.maxIdx };
    setPosition((current) => (samePosition(current, next) ? current : next));
  };
  // Portions are only read at rest: mid-animation, two slides are each about half visible.
  const atRest = (instance: KeenSliderInstance) => {
    readPosition(instance);
    const details = instance.track.details;
    const next =
      !details || instance.options.disabled ? null : details.slides.map((slide) => slide.portion > 0.5);
    setVisible((current) => (sameFlags(current, next) ? current : next));
  };

  const { base, breakpoints } = toKeenBreakpoints(slidesPerView);
  const { trackProps, regionProps, withSlider } = useLazyKeenSlider<HTMLDivElement>({
    disabled: !enabled,
    loop: looping,
    slides: { perView: base, spacing: 24 },
    breakpoints,
    created: atRest,
    updated: atRest,
    optionsChanged: atRest,
    animationEnded: atRest,
    slideChanged(instance) {
      readPosition(instance);
      onSlideChangeRef.current?.(instance.track.details.rel);
    },
  });

  const atStart = !looping && position.abs <= position.minIdx;
  const atEnd = !looping && position.abs >= position.maxIdx;

  const autoplay = Boolean(autoplayMs) && enabled && !reducedMotion;
  useEffect(() => {
    if (!autoplay || !playing || held) return;
    const timer = setInterval(
      () =>
        withSlider((instance) => {
          const details = instance.track.details;
          if (!details) return;
          // Without looping, autoplay starts over from the first position instead of stalling at the end.
          if (!looping && details.abs >= details.maxIdx) instance.moveToIdx(details.minIdx);
          else instance.next();
        }),
      autoplayMs,
    );
    return () => clearInterval(timer);
  }, [autoplay, playing, held, autoplayMs, looping, withSlider]);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      aria-roledescription={t("carousel.carousel")}
      aria-label={label}
      style={perViewStyle(slidesPerView) as CSSProperties}
      {...holdProps}
      {...regionProps}
    >
      <div
        {...trackProps}
        className={`keen-slider ${styles.track}`}
        id={`${id}-track`}
        aria-live={autoplay && playing ? "off" : "polite"}
      >
        {slides.map((slide, index) => {
          const hidden = enabled && visible?.[index] === false;
          return (
            <div
              key={index}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription={t("carousel.slide-role")}
              aria-label={t("carousel.slide", { index: index + 1, total: slides.length })}
              // React 18 has no typing for `inert`; an empty string renders the bare attribute.
              {...(hidden ? { inert: "" } : {})}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {enabled ? <HiddenWithoutScript className={styles.controls} /> : null}
      {enabled ? (
        <div className={styles.controls}>
          {autoplay ? (
            <PlayPauseButton playing={playing} onToggle={() => setPlaying((value) => !value)} />
          ) : null}
          {showArrows ? (
            <>
              <StepButton
                direction="previous"
                trackId={`${id}-track`}
                onStep={() => withSlider((instance) => instance.prev())}
                disabled={atStart}
              />
              <span className={styles.count} aria-hidden="true">
                {String(position.rel + 1).padStart(2, "0")} / {String(slides.length).padStart(2, "0")}
              </span>
              <StepButton
                direction="next"
                trackId={`${id}-track`}
                onStep={() => withSlider((instance) => instance.next())}
                disabled={atEnd}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
