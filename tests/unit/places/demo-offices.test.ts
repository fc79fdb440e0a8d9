import { startDemoBackend } from "../../../demo-backend/src/server";

let backend: Awaited<ReturnType<typeof startDemoBackend>>;

beforeAll(async () => {
  backend = await startDemoBackend({ port: 0, dbPath: ":memory:", testHooks: true });
});
afterAll(() => backend.close());

type Answer = {
  content: { fields: { block_type: string; block_params?: { core_data?: { succursales?: unknown[] } } }[] };
};

async function pageBlocks(path: string) {
  const response = await fetch(`${backend.url}/api/page/1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Answer).content.fields;
}

describe("demo CMS: offices blocks carry the branch offices in their core data (spec 3 §3)", () => {
  it.each(["/fr/bureaux", "/en/offices"])(
    "%s: the map, then the grid, each with every office of the table",
    async (path) => {
      const blocks = await pageBlocks(path);
      expect(blocks.map((block) => block.block_type)).toEqual(["offices-map", "offices-grid"]);
      for (const block of blocks) {
        const succursales = block.block_params?.core_data?.succursales ?? [];
        expect(succursales).toHaveLength(6);
        expect(succursales[1]).toMatchObject({
          id: 2,
          name: "Horizon Laval",
          email: "bureau2@horizon-immobilier.example",
          phone: { display: "450 555-0177", intl: "+14505550177" },
          address: { fr: { street: "1800, boulevard Le Carrefour", city: "Laval" } },
          latitude: 45.5706,
          longitude: -73.7528,
        });
      }
    },
  );

  it("leaves the blocks of other pages untouched", async () => {
    const blocks = await pageBlocks("/fr/vitrine/temoignages");
    expect(blocks.every((block) => !block.block_params?.core_data)).toBe(true);
  });
});
