import type { MouseEvent } from "react";
import { useT } from "~/i18n/use-t";
import styles from "./MapGateway.module.css";

/**
 * The map click gateway's overlay (spec 1 §4), one for every map: it covers the map until it is
 * clicked. Its label sits at the map's top, the part that is on screen whenever any of the map is
 * (under the sticky header, above the fold at the top of the page) and away from a lone marker in
 * the middle. A pointer's click also goes on to what it was aimed at once the overlay is gone, so the
 * first click on a marker opens its popup instead of doing nothing visible.
 */
export function MapGateway({ onActivate }: { onActivate: () => void }) {
  const { t } = useT("ui");
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const { clientX, clientY, detail } = event;
    onActivate();
    // detail 0: Enter or Space on the button, aimed at nothing on the map.
    if (detail === 0) return;
    // The overlay leaves with this click's render; the next frame finds what lay under it.
    requestAnimationFrame(() => {
      const target = document.elementFromPoint(clientX, clientY);
      target?.dispatchEvent(
        new window.MouseEvent("click", { bubbles: true, cancelable: true, clientX, clientY, view: window }),
      );
    });
  };
  return (
    <button type="button" className={styles.gateway} onClick={onClick}>
      {/* Both wordings are in the server's HTML and CSS shows the one for the device's pointer, so
          a phone reads "tap" from the first paint; the hidden one is not in the button's name. */}
      <span className={styles.label}>
        <span className={styles.click}>{t("map-gateway.click")}</span>
        <span className={styles.tap}>{t("map-gateway.tap")}</span>
      </span>
    </button>
  );
}
