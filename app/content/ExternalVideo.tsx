import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localize } from "~/i18n/localize";
import { useLocale } from "~/i18n/use-locale";
import { parseYouTubeId, youTubeEmbedUrl } from "~/lib/youtube";
import { CmsImage } from "./CmsImage";
import { Icon } from "./Icon";
import type { ExternalVideoField } from "./schemas";
import { videoDefaults } from "./video-state";
import styles from "./ExternalVideo.module.css";

/**
 * A YouTube video on the privacy-enhanced host. Nothing is requested from YouTube until the visitor
 * asks: the poster and a play button come first. An unparsable URL logs a warning and shows nothing.
 */
export function ExternalVideo({ video, title, className }: { video: ExternalVideoField; title?: string; className?: string }) {
  const { t } = useTranslation("content");
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);
  const url = localize(video.external_sources, locale);
  const id = parseYouTubeId(url);
  if (!id) {
    console.warn(`Unparsable video URL "${url}": no player`);
    return null;
  }
  const label = title ?? "YouTube";
  const options = videoDefaults(video);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(" ")}>
      {loaded ? (
        <iframe
          src={youTubeEmbedUrl(id, { locale, autoplay: true, muted: options.muted, loop: options.loop, controls: true })}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setLoaded(true)} aria-label={t("video.load", { title: label })}>
          {video.poster ? <CmsImage image={video.poster} className={styles.posterImage} alt="" /> : null}
          <span className={styles.play}>
            <Icon name="play" />
          </span>
        </button>
      )}
    </div>
  );
}
