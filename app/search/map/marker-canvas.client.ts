// The ES module build, tree-shaken (see leaflet-esm.d.ts).
import * as L from "leaflet/dist/leaflet-src.esm.js";
import type { MarkerSet } from "../markers";
import { MARKER } from "./marker-style";

/** Leaflet's map drag handler has `moving()`, which its types leave out. */
type DragHandler = L.Handler & { moving(): boolean };

/** Pointer distance (px) at which a marker counts as hovered: its dot and part of its halo. */
const HIT_RADIUS = 10;
const HIT_CELL = 24;
/**
 * Above this many markers in view, one marker per 2×2 px cell is drawn: the others would paint
 * the same pixels, and skipping them keeps a redraw of 20,000 markers within a frame or two.
 */
const CULL_ABOVE = 3000;
const CULL_CELL = 2;

type Options = {
  color: string;
  hoverColor: string;
  onHover: (index: number | null) => void;
  onClick: (index: number) => void;
};

/**
 * All markers on one canvas (Leaflet's renderer would make one object per marker): positions are
 * projected once to Web Mercator in [0, 1], each redraw (after a move or zoom, never during a drag:
 * the pane carries the canvas) only scales, culls and paints. Hit-testing uses a grid of the drawn
 * positions.
 */
export class MarkerCanvasLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private markers: MarkerSet = { uls: [], lat: [], lng: [], price: [] };
  private mx = new Float64Array(0);
  private my = new Float64Array(0);
  private drawnX = new Float32Array(0);
  private drawnY = new Float32Array(0);
  private drawn: number[] = [];
  private grid = new Map<number, number[]>();
  private hovered: number | null = null;
  private highlighted: number | null = null;
  private settings: Options;
  private frame = 0;
  /** Time the last redraw took, for the benchmark. */
  lastDrawMs = 0;

  constructor(options: Options) {
    super();
    this.settings = options;
  }

  setColors(color: string, hoverColor: string) {
    this.settings = { ...this.settings, color, hoverColor };
    this.scheduleRedraw();
  }

  setHandlers(onHover: Options["onHover"], onClick: Options["onClick"]) {
    this.settings = { ...this.settings, onHover, onClick };
  }

  setMarkers(markers: MarkerSet) {
    this.markers = markers;
    const count = markers.uls.length;
    this.mx = new Float64Array(count);
    this.my = new Float64Array(count);
    for (let i = 0; i < count; i += 1) {
      const sin = Math.sin((Math.max(-85, Math.min(85, markers.lat[i])) * Math.PI) / 180);
      this.mx[i] = (markers.lng[i] + 180) / 360;
      this.my[i] = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
    }
    this.redraw();
  }

  /** The marker drawn highlighted (a hovered card). */
  setHighlighted(index: number | null) {
    if (index === this.highlighted) return;
    this.highlighted = index;
    this.scheduleRedraw();
  }

  override onAdd(map: L.Map) {
    const canvas = L.DomUtil.create("canvas", "leaflet-zoom-hide");
    canvas.setAttribute("aria-hidden", "true");
    canvas.style.position = "absolute";
    canvas.style.pointerEvents = "none";
    map.getPane("overlayPane")!.appendChild(canvas);
    this.canvas = canvas;
    map.on("moveend zoomend resize viewreset", this.redraw, this);
    map.on("mousemove", this.onMouseMove, this);
    map.on("mouseout", this.onMouseOut, this);
    map.on("click", this.onMapClick, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map) {
    map.off("moveend zoomend resize viewreset", this.redraw, this);
    map.off("mousemove", this.onMouseMove, this);
    map.off("mouseout", this.onMouseOut, this);
    map.off("click", this.onMapClick, this);
    cancelAnimationFrame(this.frame);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  private scheduleRedraw() {
    if (!this._map) return;
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.redraw());
  }

  redraw() {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const started = performance.now();
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    L.DomUtil.setPosition(canvas, topLeft);
    if (canvas.width !== Math.round(size.x * ratio) || canvas.height !== Math.round(size.y * ratio)) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    const context = canvas.getContext("2d");
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.x, size.y);

    // The world in pixels at this zoom, and where the view's corner sits in it.
    const scale = 256 * 2 ** map.getZoom();
    const origin = map.project(map.containerPointToLatLng([0, 0]));
    const margin = MARKER.radius + MARKER.weight / 2;
    const count = this.markers.uls.length;
    if (this.drawnX.length !== count) {
      this.drawnX = new Float32Array(count);
      this.drawnY = new Float32Array(count);
    }
    const visible: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const x = this.mx[i] * scale - origin.x;
      const y = this.my[i] * scale - origin.y;
      if (x < -margin || y < -margin || x > size.x + margin || y > size.y + margin) continue;
      this.drawnX[i] = x;
      this.drawnY[i] = y;
      visible.push(i);
    }
    let drawn = visible;
    if (visible.length > CULL_ABOVE) {
      const taken = new Set<number>();
      const columns = Math.ceil((size.x + 2 * margin) / CULL_CELL) + 1;
      drawn = visible.filter((i) => {
        const cell =
          Math.floor((this.drawnY[i] + margin) / CULL_CELL) * columns +
          Math.floor((this.drawnX[i] + margin) / CULL_CELL);
        if (taken.has(cell)) return false;
        taken.add(cell);
        return true;
      });
    }
    this.drawn = drawn;

    // One path for every halo and one for every dot: overlapping halos do not stack their opacity.
    context.lineWidth = MARKER.weight;
    context.strokeStyle = this.settings.color;
    context.fillStyle = this.settings.color;
    context.globalAlpha = MARKER.opacity;
    context.beginPath();
    for (const i of drawn) {
      context.moveTo(this.drawnX[i] + MARKER.radius, this.drawnY[i]);
      context.arc(this.drawnX[i], this.drawnY[i], MARKER.radius, 0, Math.PI * 2);
    }
    context.stroke();
    context.globalAlpha = 1;
    context.fill();

    for (const index of new Set([this.hovered, this.highlighted])) {
      if (index === null || index >= count) continue;
      const x = this.mx[index] * scale - origin.x;
      const y = this.my[index] * scale - origin.y;
      context.beginPath();
      context.arc(x, y, MARKER.radius, 0, Math.PI * 2);
      context.strokeStyle = this.settings.hoverColor;
      context.fillStyle = this.settings.hoverColor;
      context.globalAlpha = MARKER.hoveredOpacity;
      context.stroke();
      context.globalAlpha = 1;
      context.fill();
    }

    this.grid.clear();
    for (const i of drawn) {
      const key = Math.floor(this.drawnY[i] / HIT_CELL) * 10_000 + Math.floor(this.drawnX[i] / HIT_CELL);
      const cell = this.grid.get(key);
      if (cell) cell.push(i);
      else this.grid.set(key, [i]);
    }
    this.lastDrawMs = performance.now() - started;
  }

  /** The drawn marker nearest a container point, within the hit radius. */
  markerAt(x: number, y: number): number | null {
    let best: number | null = null;
    let bestDistance = HIT_RADIUS * HIT_RADIUS;
    const cx = Math.floor(x / HIT_CELL);
    const cy = Math.floor(y / HIT_CELL);
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const i of this.grid.get((cy + dy) * 10_000 + cx + dx) ?? []) {
          const distance = (this.drawnX[i] - x) ** 2 + (this.drawnY[i] - y) ** 2;
          if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
          }
        }
      }
    return best;
  }

  private onMouseMove(event: L.LeafletMouseEvent) {
    // Mid-drag the canvas moves with the pane: its markers are not where the last redraw put them,
    // and a hover change would redraw them all on every frame of the drag.
    if ((this._map?.dragging as DragHandler | undefined)?.moving()) return;
    const index = this.markerAt(event.containerPoint.x, event.containerPoint.y);
    if (index === this.hovered) return;
    this.hovered = index;
    const container = this._map?.getContainer();
    if (container) container.style.cursor = index === null ? "" : "pointer";
    this.settings.onHover(index);
    this.scheduleRedraw();
  }

  private onMouseOut() {
    if (this.hovered === null) return;
    this.hovered = null;
    this.settings.onHover(null);
    this.scheduleRedraw();
  }

  private onMapClick(event: L.LeafletMouseEvent) {
    const index = this.markerAt(event.containerPoint.x, event.containerPoint.y);
    if (index !== null) this.settings.onClick(index);
  }

  /** How many markers the last redraw painted (after culling). */
  get drawnCount() {
    return this.drawn.length;
  }
}
