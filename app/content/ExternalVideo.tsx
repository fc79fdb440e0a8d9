import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { warnOnce } from "~/lib/warn-once";
import { CmsImage } from "./CmsImage";
import { Icon } from "./Icon";
import type { PreparedExternalVideo } from "./prepared";
import { shouldAutoplay } from "./video-state";
import {
  YOUTUBE_PRIVACY_HOST,
  loadYouTubeApi,
  providerScriptState,
  subscribeProviderScript,
  youTubePlayerVars,
  type YouTubePlayer,
} from "./youtube-player";
import styles from "./ExternalVideo.module.css";

/** poster: nothing asked yet; loading: script or player on its way; ready: player shown; failed: message. */
type Phase = "poster" | "loading" | "ready" | "failed";

function focusWasLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * A YouTube video through the provider's IFrame API on the privacy-enhanced host. Nothing is
 * requested from the provider until the visitor asks: the poster and a play button come first.
 * The CMS autoplay (never under reduced motion) and controls settings pass to the player. When the
 * provider cannot be reached the visitor gets a message, a link to the video and a retry.
 */
export function ExternalVideo({
  video,
  title,
  className,
  posterSizes,
}: {
  video: PreparedExternalVideo;
  title?: string;
  className?: string;
  /** The poster's `sizes` (the frame's width in its block). */
  posterSizes?: string;
}) {
  const { t, locale } = useT("content");
  const [phase, setPhase] = useState<Phase>("poster");
  const hydrated = useHydrated();
  const hostRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const scriptState = useSyncExternalStore(
    subscribeProviderScript,
    providerScriptState,
    () => "not-loaded" as const,
  );
  const { url, youTubeId: id } = video;
  const label = title ?? "YouTube";
  const { autoplay, controls, muted, loop } = video;
  const active = phase === "loading" || phase === "ready";

  useEffect(() => {
    const host = hostRef.current;
    if (!active || !id || !host) return;
    let cancelled = false;
    let player: YouTubePlayer | undefined;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const play = shouldAutoplay(autoplay, reduced);
    loadYouTubeApi().then(
      (api) => {
        if (cancelled) return;
        // The API replaces its target with an iframe, so it gets an element React does not own.
        const target = document.createElement("div");
        host.replaceChildren(target);
        try {
          player = new api.Player(target, {
            host: YOUTUBE_PRIVACY_HOST,
            videoId: id,
            width: "100%",
            height: "100%",
            playerVars: youTubePlayerVars({
              videoId: id,
              locale,
              autoplay: play,
              controls,
              muted,
              loop,
              origin: window.location.origin,
            }),
            events: {
              onReady: (event) => {
                if (cancelled) return;
                const iframe = event.target.getIframe();
                iframe?.setAttribute("title", label);
                // The play button the visitor used is gone; keep keyboard focus on the video.
                if (focusWasLost()) iframe?.focus();
                if (play) event.target.playVideo();
                setPhase("ready");
              },
              onError: () => {
                if (!cancelled) setPhase("failed");
              },
            },
          });
        } catch (error) {
          console.warn("The video player could not be created", error);
          setPhase("failed");
        }
      },
      (error: unknown) => {
        console.warn(error instanceof Error ? error.message : error);
        if (!cancelled) setPhase("failed");
      },
    );
    return () => {
      cancelled = true;
      player?.destroy();
      host.replaceChildren();
    };
  }, [active, id, locale, label, autoplay, controls, muted, loop]);

  useEffect(() => {
    if (phase === "failed" && focusWasLost()) retryRef.current?.focus();
  }, [phase]);

  if (!id) {
    warnOnce(`Unparsable video URL "${url ?? ""}": no player`);
    return null;
  }

  const poster = video.poster ? (
    <CmsImage image={video.poster} className={styles.posterImage} alt="" sizes={posterSizes} />
  ) : null;
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(" ")}
      data-phase={phase}
      data-provider-script={scriptState}
    >
      <div ref={hostRef} className={styles.player} hidden={!active} />
      {phase === "poster" && !hydrated ? (
        // Until JavaScript runs (or without it) the video opens on YouTube itself.
        <a
          href={`https://www.youtube.com/watch?v=${id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.poster}
          aria-label={t("video.watch-on-youtube")}
        >
          {poster}
          <span className={styles.play}>
            <Icon name="play" />
          </span>
        </a>
      ) : null}
      {phase === "poster" && hydrated ? (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPhase("loading")}
          aria-label={t("video.load", { title: label })}
        >
          {poster}
          <span className={styles.play}>
            <Icon name="play" />
          </span>
        </button>
      ) : null}
      {phase === "loading" ? (
        <div className={styles.poster} role="status">
          {poster}
          <span className={styles.loading}>{t("video.loading")}</span>
        </div>
      ) : null}
      {phase === "failed" ? (
        <div className={styles.poster}>
          {poster}
          <div className={styles.message} role="alert">
            <p>{t("video.unavailable")}</p>
            <div className={styles.actions}>
              <button
                ref={retryRef}
                type="button"
                className={styles.retry}
                onClick={() => setPhase("loading")}
              >
                {t("video.retry")}
              </button>
              <a
                href={`https://www.youtube.com/watch?v=${id}`}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.external}
              >
                {t("video.watch-on-youtube")}
                <span className="visually-hidden"> {t("new-tab")}</span>
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
