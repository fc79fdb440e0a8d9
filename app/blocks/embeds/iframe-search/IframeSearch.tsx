import { useEffect, useRef, useState, type CSSProperties } from "react";
import { CmsText, plainText } from "~/content/CmsText";
import { useMediaQuery } from "~/lib/use-media-query";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../../types";
import type { IframeSearchFields } from "./fields.server";
import { FRAME_DEFAULT_HEIGHT, heightFromMessage } from "./frame-url";
import styles from "./IframeSearch.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Spec 3 §4, §9: full mode from this width, where the frame overlaps the block above by 90 px. */
export const FULL_MODE_QUERY = "(min-width: 1500px)";
export const FULL_MODE_OVERLAP_PX = 90;

/**
 * `iframe-search` (spec 3 §2): an external property search in a frame, resized by the height its
 * own origin posts (clamped); any other message is ignored.
 */
export default function IframeSearch({ fields, block, index }: BlockProps<IframeSearchFields>) {
  const { t } = useT("properties");
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FRAME_DEFAULT_HEIGHT);
  const full = useMediaQuery(FULL_MODE_QUERY) === true;

  useEffect(() => {
    const origin = fields.origin;
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const next = heightFromMessage(event, { origin, window: frameRef.current?.contentWindow ?? null });
      if (next !== null) setHeight(next);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [fields.origin]);

  const title = plainText(fields.main_title);
  return (
    <BlockSection
      block={block}
      className={styles.section}
      data-full={full || undefined}
      style={{ "--frame-overlap": `${FULL_MODE_OVERLAP_PX}px` } as CSSProperties}
    >
      <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
      {fields.src ? (
        <iframe
          ref={frameRef}
          src={fields.src}
          title={title || t("iframe.title")}
          className={styles.frame}
          style={{ height }}
          loading={index > 1 ? "lazy" : undefined}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className={styles.unavailable}>{t("iframe.unavailable")}</p>
      )}
    </BlockSection>
  );
}
