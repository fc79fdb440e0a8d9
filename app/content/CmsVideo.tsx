import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "./Icon";
import type { PreparedVideo } from "./prepared";
import {
  HAVE_CURRENT_DATA,
  PLAYABLE_EVENTS,
  nextVideoState,
  shouldAutoplay,
  videoPreload,
  type VideoEvent,
  type VideoState,
} from "./video-state";
import styles from "./CmsVideo.module.css";

const NETWORK_NO_SOURCE = 3;

/**
 * A CMS video (spec 3 §4): autoplays when playable (never under reduced motion), pauses when it
 * leaves the viewport unless autoplaying, hides its controls until the first play, and offers a
 * play/pause overlay. When no source can be played the poster stays and the overlay goes.
 */
export function CmsVideo({ video, className }: { video: PreparedVideo; className?: string }) {
  const { t } = useT("content");
  const hydrated = useHydrated();
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("not-ready");
  const [played, setPlayed] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const options = video;
  const send = (event: VideoEvent) => setState((current) => nextVideoState(current, event));
  const sources = video.sources;
  const poster = video.poster ? video.poster.src : undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const autoplay = shouldAutoplay(options.autoplay, reduced);
    // React may not reflect `muted` onto the server-rendered element, and browsers only let muted videos autoplay.
    element.muted = options.muted;
    const onPlayable = () => {
      send("can-play");
      if (autoplay && element.paused) void element.play().catch(() => send("pause"));
    };
    // A <source> error does not bubble; once the last one fails the element has no source left.
    const onError = () => {
      if (element.networkState === NETWORK_NO_SOURCE || element.error) setUnavailable(true);
    };
    if (element.readyState >= HAVE_CURRENT_DATA) onPlayable();
    else onError();
    for (const name of PLAYABLE_EVENTS) element.addEventListener(name, onPlayable);
    element.addEventListener("error", onError, true);
    let observer: IntersectionObserver | undefined;
    if (!autoplay && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => !entry.isIntersecting) && !element.paused) {
          element.pause();
          send("left-viewport");
        }
      });
      observer.observe(element);
    }
    return () => {
      for (const name of PLAYABLE_EVENTS) element.removeEventListener(name, onPlayable);
      element.removeEventListener("error", onError, true);
      observer?.disconnect();
    };
  }, [options.autoplay, options.muted]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => send("pause"));
    else element.pause();
  };

  return (
    <div
      className={[styles.wrapper, className].filter(Boolean).join(" ")}
      data-state={state}
      data-unavailable={unavailable || undefined}
    >
      {/* The CMS video field has no caption track; these are muted ambience videos (spec 3 §9 defaults). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        className={styles.video}
        poster={poster}
        loop={options.loop}
        muted={options.muted}
        playsInline
        preload={videoPreload(options.autoplay)}
        // Until JavaScript runs (or without it) the browser's own controls are the only way to play.
        controls={hydrated ? options.controls && played : true}
        onPlay={() => {
          setPlayed(true);
          send("play");
        }}
        onPause={() => send("pause")}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mime ?? undefined} />
        ))}
        {t("video.unsupported")}
      </video>
      {video.hideOverlay || unavailable || !hydrated ? null : (
        <button
          type="button"
          className={styles.overlay}
          onClick={toggle}
          aria-label={t(state === "playing" ? "video.pause" : "video.play")}
        >
          <Icon name={state === "playing" ? "pause" : "play"} />
        </button>
      )}
    </div>
  );
}
