import { openDatabase } from "../../../demo-backend/src/db";
import { fillPropertyBlocks } from "../../../demo-backend/src/core-data";

describe("demo CMS core data for the property blocks", () => {
  const db = openDatabase(":memory:");
  afterAll(() => db.close());

  it("preloads exactly 3 listings and the total into a property-listing block", () => {
    const [block] = fillPropertyBlocks(db, [{ block_type: "property-listing", fields: {} }], "en");
    const core = (
      block.block_params as { core_data: { total: number; propertiesListing: { url: string }[] } }
    ).core_data;
    expect(core.propertiesListing).toHaveLength(3);
    expect(core.total).toBeGreaterThan(3);
    expect(core.propertiesListing[0].url).toMatch(/^\/en\/properties\//);
  });

  it("gives a slider its requested count, leaves other blocks and existing core data alone", () => {
    const blocks = fillPropertyBlocks(
      db,
      [
        { block_type: "property-slider", fields: { count: 4 } },
        { block_type: "statistics", fields: {} },
        {
          block_type: "featured-properties",
          block_params: { core_data: { total: 0, propertiesListing: [] } },
        },
      ],
      "fr",
    );
    const slider = blocks[0].block_params as {
      core_data: { propertiesListing: { property_image: string }[] };
    };
    expect(slider.core_data.propertiesListing).toHaveLength(4);
    // Pictures are CMS-relative asset paths, resolved by the site against its ASSETS_URL.
    expect(slider.core_data.propertiesListing[0].property_image).toMatch(/^photos\//);
    expect(blocks[1].block_params).toBeUndefined();
    expect((blocks[2].block_params as { core_data: { total: number } }).core_data.total).toBe(0);
  });
});
