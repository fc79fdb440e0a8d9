import { useKeenSlider } from "keen-slider/react.js";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/content/Icon";
import { toKeenBreakpoints, type Columns } from "./carousel-columns";
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

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * A keen-slider carousel usable by keyboard and screen reader: labelled region and slides, labelled
 * previous/next buttons, autoplay that pauses on hover and focus, never runs under reduced motion and
 * has a pause button. With one slide or none it is a plain block: no controls, no drag, no autoplay.
 */
export function Carousel({ label, slides, slidesPerView = 1, loop = false, autoplayMs, className, showArrows = true, onSlideChange }: Props) {
  const { t } = useTranslation("ui");
  const id = useId();
  const enabled = slides.length > 1;
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const { base, breakpoints } = toKeenBreakpoints(slidesPerView);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    disabled: !enabled,
    loop: loop && enabled,
    slides: { perView: base, spacing: 24 },
    breakpoints,
    slideChanged(instance) {
      setCurrent(instance.track.details.rel);
      onSlideChange?.(instance.track.details.rel);
    },
  });

  const autoplay = Boolean(autoplayMs) && enabled && !reducedMotion;
  useEffect(() => {
    if (!autoplay || !playing || hovered) return;
    const timer = setInterval(() => slider.current?.next(), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplay, playing, hovered, autoplayMs, slider]);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      aria-roledescription={t("carousel.carousel")}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setHovered(false);
      }}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`} id={`${id}-track`} aria-live={autoplay && playing ? "off" : "polite"}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={t("carousel.slide-role")}
            aria-label={t("carousel.slide", { index: index + 1, total: slides.length })}
          >
            {slide}
          </div>
        ))}
      </div>
      {enabled ? (
        <div className={styles.controls}>
          {autoplay ? (
            <button type="button" className={styles.control} onClick={() => setPlaying((value) => !value)} aria-label={t(playing ? "carousel.pause" : "carousel.play")}>
              <Icon name={playing ? "pause" : "play"} />
            </button>
          ) : null}
          {showArrows ? (
            <>
              <button type="button" className={styles.control} aria-controls={`${id}-track`} onClick={() => slider.current?.prev()} aria-label={t("carousel.previous")} disabled={!loop && current === 0}>
                <Icon name="arrow-left" />
              </button>
              <span className={styles.count} aria-hidden="true">
                {String(current + 1).padStart(2, "0")} / {String(slides.length).padStart(2, "0")}
              </span>
              <button type="button" className={styles.control} aria-controls={`${id}-track`} onClick={() => slider.current?.next()} aria-label={t("carousel.next")}>
                <Icon name="arrow-right" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
