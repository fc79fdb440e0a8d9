import { pageDataSchema } from "~/cms/schema";
import { startDemoBackend } from "../../../demo-backend/src/server";

let backend: Awaited<ReturnType<typeof startDemoBackend>>;
const KEY = { "X-Site-Key": "demo-site-key-101" };

beforeAll(async () => {
  backend = await startDemoBackend({ port: 0, dbPath: ":memory:", testHooks: true });
});
afterAll(() => backend.close());

const page = (pathName: string) =>
  fetch(`${backend.url}/api/page/1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: pathName }),
  });

async function someListingId(): Promise<string> {
  const response = await fetch(`${backend.url}/api/swc/101/properties?listingLimit=1&format=map`, {
    headers: KEY,
  });
  const body = (await response.json()) as { data: { propertiesListing: { uls: string }[] } };
  return String(body.data.propertiesListing[0].uls);
}

describe("demo CMS: a page at every listing's path", () => {
  it("answers both languages with the details, a contact form to the broker naming the listing, and the map", async () => {
    const id = await someListingId();
    for (const [path, other] of [
      [`/fr/proprietes/${id}`, `/en/properties/${id}`],
      [`/en/properties/${id}`, `/fr/proprietes/${id}`],
    ]) {
      const response = await page(path);
      expect(response.status).toBe(200);
      const data = pageDataSchema.parse(await response.json());
      expect((data.alternate_paths ?? []).map((entry) => entry.path)).toContain(other);
      const [details, form, map] = data.content.fields;
      expect(details.block_type).toBe("property-details");
      const property = details.block_params.core_data?.property as Record<string, unknown>;
      expect(property).toMatchObject({ uls: id, url: path });
      expect(property.description).toEqual(expect.any(String));
      const broker = property.broker as { slug: string; name: string };
      expect(form.block_type).toBe("contact-form");
      expect(form.fields).toMatchObject({ recipient_type: "broker", recipient_slug: broker.slug });
      expect(JSON.stringify(form.fields.message)).toContain(id);
      expect(map.block_type).toBe("fullwidth-map");
    }
  });

  it("answers 404 for an unknown listing", async () => {
    expect((await page("/fr/proprietes/does-not-exist")).status).toBe(404);
    expect((await page("/en/properties/0")).status).toBe(404);
  });
});
