import type { CSSProperties, ReactNode } from "react";
import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import styles from "./CarouselControls.module.css";

type PlayPauseProps = {
  playing: boolean;
  onToggle: () => void;
  /** A block that draws its buttons otherwise gives its own class. */
  className?: string;
};

/** The autoplay pause/resume button every carousel shows while it plays on its own. */
export function PlayPauseButton({ playing, onToggle, className = styles.control }: PlayPauseProps) {
  const { t } = useT("ui");
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={t(playing ? "ui:carousel.pause" : "ui:carousel.play")}
    >
      <Icon name={playing ? "pause" : "play"} />
    </button>
  );
}

type StepProps = {
  direction: "previous" | "next";
  /** The id of the slides' track the button moves. */
  trackId: string;
  onStep: () => void;
  disabled?: boolean;
  className?: string;
};

/** The previous or next slide button. */
export function StepButton({ direction, trackId, onStep, disabled, className = styles.control }: StepProps) {
  const { t } = useT("ui");
  return (
    <button
      type="button"
      className={className}
      aria-controls={trackId}
      onClick={onStep}
      aria-label={t(direction === "previous" ? "ui:carousel.previous" : "ui:carousel.next")}
      disabled={disabled}
    >
      <Icon name={direction === "previous" ? "arrow-left" : "arrow-right"} />
    </button>
  );
}

type GoToProps = {
  trackId: string;
  /** Whether this is the slide shown now. */
  current: boolean;
  label: string;
  onGo: () => void;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** A button that shows one given slide: a progress step, a number or a thumbnail. */
export function GoToSlideButton({ trackId, current, label, onGo, className, style, children }: GoToProps) {
  return (
    <button
      type="button"
      className={className}
      aria-controls={trackId}
      aria-current={current ? "true" : undefined}
      aria-label={label}
      onClick={onGo}
      style={style}
    >
      {children}
    </button>
  );
}
