import { describe, expect, it } from "vitest";
import { isWater } from "../../../demo-backend/src/geography";
import { municipalities } from "../../../demo-backend/src/seed/municipalities";
import { generateListings } from "../../../demo-backend/src/seed/data";
import { renderTileSvg } from "../../../demo-backend/src/tiles";

/** Whether the demo's tile paints water at a place (16 px cells at zoom 14: about 150 m). */
function paintedWater(lat: number, lng: number, z = 14): boolean {
  const n = 2 ** z;
  const worldX = ((lng + 180) / 360) * n;
  const sin = Math.sin((lat * Math.PI) / 180);
  const worldY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  const [x, y] = [Math.floor(worldX), Math.floor(worldY)];
  const [px, py] = [Math.floor((worldX - x) * 256), Math.floor((worldY - y) * 256)];
  const svg = renderTileSvg(z, x, y);
  return [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"\/>/g)].some(
    ([, rx, ry, w, h]) =>
      px >= Number(rx) && px < Number(rx) + Number(w) && py >= Number(ry) && py < Number(ry) + Number(h),
  );
}

const town = (name: string) => municipalities.find((m) => m.name === name)!;
const between = (a: string, b: string) => ({
  lat: (town(a).lat + town(b).lat) / 2,
  lng: (town(a).lng + town(b).lng) / 2,
});

describe("demo map (issue 34: most markers sat on the map's water)", () => {
  it("paints the St. Lawrence between the towns that face each other, and the towns on land", () => {
    for (const [a, b] of [
      ["Montréal", "Longueuil"],
      ["Québec", "Lévis"],
    ]) {
      const river = between(a, b);
      expect(paintedWater(river.lat, river.lng), `${a} – ${b}`).toBe(true);
    }
    for (const mun of municipalities) expect(paintedWater(mun.lat, mun.lng), mun.name).toBe(false);
  });

  it("puts every demo listing on land", () => {
    const wet = generateListings(2400).filter((listing) => isWater(listing.lat, listing.lng));
    expect(wet.map((listing) => listing.address)).toEqual([]);
  });
});
