// @vitest-environment jsdom
import L from "leaflet";
import { parseTilePath, renderTilePng } from "../../../demo-backend/src/tiles";
import { previewTiles } from "~/ui/map/tile-preview";

/*
 * Lighthouse's best practices ask for images of enough pixels for the screen (image-size-responsive):
 * the offices map's first view, drawn from 256 px tiles, read blurred on a phone. With Leaflet's {r}
 * in the template (the demo's default), the preview offers the `@2x` tile the live map then takes.
 */

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("high-density map tiles", () => {
  it("the preview offers each tile's @2x twin when the template has {r}, as Leaflet asks for on such a screen", () => {
    const view = { zoom: 2, center: { lat: 0, lng: 0 } };
    const around = { halfWidth: 10, halfHeight: 10 };
    const [tile] = previewTiles("https://tiles.test/{z}/{x}/{y}{r}.png", view, around);
    expect(tile).toMatchObject({
      url: "https://tiles.test/2/1/1.png",
      retinaUrl: "https://tiles.test/2/1/1@2x.png",
    });
    const layer = L.tileLayer("https://tiles.test/{z}/{x}/{y}{r}.png");
    Object.assign(layer, { _tileZoom: 2 });
    const leaflet = (retina: boolean) => {
      Object.assign(L.Browser, { retina });
      return layer.getTileUrl(Object.assign(L.point(1, 1), { z: 2 }));
    };
    expect([leaflet(false), leaflet(true)]).toEqual([tile.url, tile.retinaUrl]);
    // Without {r} there is one size only.
    expect(previewTiles("https://tiles.test/{z}/{x}/{y}.png", view, around)[0].retinaUrl).toBeUndefined();
  });

  it("the demo backend draws @2x tiles with twice the pixels each way, the 1x ones unchanged", () => {
    expect(parseTilePath("/tiles/6/18/22@2x.png")).toEqual({ z: 6, x: 18, y: 22, format: "png", scale: 2 });
    expect(parseTilePath("/tiles/6/18/22.png")).toMatchObject({ scale: 1 });
    expect(parseTilePath("/tiles/6/18/22@3x.png")).toBeNull();
    expect(pngSize(renderTilePng(6, 18, 22))).toEqual({ width: 256, height: 256 });
    expect(pngSize(renderTilePng(6, 18, 22, 2))).toEqual({ width: 512, height: 512 });
  });
});
