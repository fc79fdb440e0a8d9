// @vitest-environment jsdom
import L from "leaflet";
import { fitView, offsetFromCentre, previewTiles, tileUrl, type Point } from "~/ui/map/tile-preview";

// The preview must show what Leaflet will: the same zoom and centre as fitBounds, each point at the
// same place. Checked against Leaflet itself on panes of the offices map's sizes.
const FIT = { padding: 48, maxZoom: 13 };
const offices: Point[] = [
  { lat: 45.5236, lng: -73.5833 },
  { lat: 45.4553, lng: -73.6389 },
  { lat: 46.8139, lng: -71.208 },
  { lat: 45.4215, lng: -75.6972 },
  { lat: 45.4043, lng: -71.8929 },
];

function leafletFit(points: Point[], width: number, height: number) {
  const element = document.createElement("div");
  Object.defineProperty(element, "clientWidth", { value: width });
  Object.defineProperty(element, "clientHeight", { value: height });
  document.body.append(element);
  const map = L.map(element, { zoomControl: false });
  map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
    padding: [FIT.padding, FIT.padding],
    maxZoom: FIT.maxZoom,
  });
  return { map, remove: () => (map.remove(), element.remove()) };
}

describe("the map's preview (tile-preview.ts)", () => {
  for (const [width, height] of [
    [312, 352],
    [364, 352],
    [720, 352],
    [635, 576],
    [837, 576],
  ]) {
    it(`picks Leaflet's zoom and centre, and places every point where Leaflet does (${width} × ${height})`, () => {
      const { map, remove } = leafletFit(offices, width, height);
      const view = fitView(offices, { width, height }, FIT);
      expect(view.zoom).toBe(map.getZoom());
      expect(view.center.lat).toBeCloseTo(map.getCenter().lat, 6);
      expect(view.center.lng).toBeCloseTo(map.getCenter().lng, 6);
      for (const point of offices) {
        const onMap = map.latLngToContainerPoint([point.lat, point.lng]);
        const offset = offsetFromCentre(point, view);
        expect(Math.abs(offset.left - (onMap.x - width / 2))).toBeLessThanOrEqual(1);
        expect(Math.abs(offset.top - (onMap.y - height / 2))).toBeLessThanOrEqual(1);
      }
      remove();
    });
  }

  it("zooms no closer than maxZoom on a single office", () => {
    expect(fitView([offices[0]], { width: 364, height: 352 }, FIT).zoom).toBe(13);
  });

  it("covers the pane with the tiles around the centre, offsets from the centre", () => {
    const view = { zoom: 2, center: { lat: 0, lng: 0 } };
    const tiles = previewTiles("https://tiles.test/{z}/{x}/{y}.png", view, {
      halfWidth: 100,
      halfHeight: 100,
    });
    // At zoom 2 the world is 4 × 4 tiles and (0, 0) is the corner of four of them.
    expect(tiles).toEqual([
      { url: "https://tiles.test/2/1/1.png", left: -256, top: -256 },
      { url: "https://tiles.test/2/2/1.png", left: 0, top: -256 },
      { url: "https://tiles.test/2/1/2.png", left: -256, top: 0 },
      { url: "https://tiles.test/2/2/2.png", left: 0, top: 0 },
    ]);
  });

  it("fills Leaflet's template placeholders, with the subdomain Leaflet picks for the tile", () => {
    const template = "https://{s}.tile.test/{z}/{x}/{y}{r}.png";
    expect(tileUrl(template, 3, 4, 5)).toBe("https://b.tile.test/5/3/4.png");
    const layer = L.tileLayer(template);
    // Off a map, a layer has no zoom of its own: give it the tile's (Leaflet's _getZoomForUrl reads it).
    Object.assign(layer, { _tileZoom: 5 });
    for (const [x, y] of [
      [0, 0],
      [3, 4],
      [5, 7],
    ])
      expect(tileUrl(template, x, y, 5)).toBe(layer.getTileUrl(Object.assign(L.point(x, y), { z: 5 })));
  });
});
