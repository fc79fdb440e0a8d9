import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "~/cms/assets";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { siteAtom } from "~/state/site";
import { Icon } from "./Icon";
import type { VideoField } from "./schemas";
import { nextVideoState, shouldAutoplay, videoDefaults, type VideoEvent, type VideoState } from "./video-state";
import styles from "./CmsVideo.module.css";

/**
 * A CMS video (spec 3 §4): autoplays when playable (never under reduced motion), pauses when it
 * leaves the viewport unless autoplaying, hides its controls until the first play, and offers a
 * play/pause overlay.
 */
export function CmsVideo({ video, className }: { video: VideoField; className?: string }) {
  const { t } = useTranslation("content");
  const locale = useLocale();
  const site = useAtomValue(siteAtom);
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("not-ready");
  const [played, setPlayed] = useState(false);
  const options = videoDefaults(video);
  const send = (event: VideoEvent) => setState((current) => nextVideoState(current, event));
  const sources = localize(video.sources, locale) ?? [];
  const poster = video.poster ? assetUrl(localize(video.poster.media, locale)?.url, site?.assetsUrl) : undefined;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const autoplay = shouldAutoplay(options.autoplay, reduced);
    const onCanPlay = () => {
      send("can-play");
      if (autoplay && element.paused) void element.play().catch(() => send("pause"));
    };
    if (element.readyState >= 3) onCanPlay();
    element.addEventListener("canplay", onCanPlay);
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
      element.removeEventListener("canplay", onCanPlay);
      observer?.disconnect();
    };
  }, [options.autoplay]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => send("pause"));
    else element.pause();
  };

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(" ")} data-state={state}>
      {/* The CMS video field has no caption track; these are muted ambience videos (spec 3 §9 defaults). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        className={styles.video}
        poster={poster}
        loop={options.loop}
        muted={options.muted}
        playsInline
        preload="metadata"
        controls={options.controls && played}
        onPlay={() => {
          setPlayed(true);
          send("play");
        }}
        onPause={() => send("pause")}
      >
        {sources.map((source) => (
          <source key={source.url} src={assetUrl(source.url, site?.assetsUrl)} type={source.mime ?? undefined} />
        ))}
        {t("video.unsupported")}
      </video>
      {video.hide_overlay ? null : (
        <button type="button" className={styles.overlay} onClick={toggle} aria-label={t(state === "playing" ? "video.pause" : "video.play")}>
          <Icon name={state === "playing" ? "pause" : "play"} />
        </button>
      )}
    </div>
  );
}
