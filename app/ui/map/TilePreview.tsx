import type { CSSProperties } from "react";
import { fitView, offsetFromCentre, previewTiles, TILE_PX, type Point } from "./tile-preview";
import styles from "./TilePreview.module.css";

/** A screen band (TilePreview.module.css) and the map pane's size there, as its block's CSS lays it out. */
export type PreviewBand = {
  band: "phone" | "tablet" | "desktop";
  /** The narrowest pane of the band: Leaflet's zoom there is the band's zoom. */
  pane: { width: number; height: number };
  /** Half the widest pane of the band: the tiles cover that much either side of the centre. */
  halfWidth: number;
};

type Props = {
  tilesUrl: string;
  points: Point[];
  bands: PreviewBand[];
  /** Leaflet's `fitBounds` options of the live map, so the preview shows what it will. */
  fit: { padding: number; maxZoom: number };
};

const fromCentre = (left: number, top: number): CSSProperties => ({
  left: `calc(50% + ${left}px)`,
  top: `calc(50% + ${top}px)`,
});

/**
 * The map's first view from its tiles and markers, in the server's HTML: the largest thing a phone
 * shows on a map page paints with the page, not after Leaflet's script. Decorative (the list beside
 * the map says everything); tiles outside the pane are lazy and clipped, so they never load.
 */
export function TilePreview({ tilesUrl, points, bands, fit }: Props) {
  if (points.length === 0) return null;
  return (
    <div className={styles.preview} aria-hidden="true">
      {bands.map(({ band, pane, halfWidth }) => {
        const view = fitView(points, pane, fit);
        const tiles = previewTiles(tilesUrl, view, { halfWidth, halfHeight: pane.height / 2 });
        return (
          <div key={band} className={`${styles.layer} ${styles[band]}`}>
            {tiles.map((tile) => (
              <img
                key={tile.url}
                src={tile.url}
                // On a high-density screen, the `@2x` tile Leaflet then asks for (sharp on a phone).
                srcSet={tile.retinaUrl ? `${tile.url} 1x, ${tile.retinaUrl} 2x` : undefined}
                alt=""
                width={TILE_PX}
                height={TILE_PX}
                loading="lazy"
                decoding="async"
                draggable={false}
                className={styles.tile}
                style={fromCentre(tile.left, tile.top)}
              />
            ))}
            {points.map((point) => {
              const at = offsetFromCentre(point, view);
              return (
                <span
                  key={`${point.lat},${point.lng}`}
                  className={styles.marker}
                  style={fromCentre(at.left, at.top)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
