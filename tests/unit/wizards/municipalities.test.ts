import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

let server: Server;
let calls = 0;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    calls += 1;
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { CMS_URL: base, CORE_URL: base });
  vi.resetModules();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const entries = [
  { MUN_CODE: "65005", DESCRIPTION: "Laval", REGION: "Laval" },
  { MUN_CODE: "66023", DESCRIPTION: "Montréal", REGION: "Montréal" },
];

describe("GET municipalities for the wizards (spec 3 §7)", () => {
  beforeEach(() => {
    calls = 0;
  });

  it("reads data.municipalities, labels from DESCRIPTION, fetched once and kept in memory", async () => {
    const { getMunicipalities, clearMunicipalitiesCache } = await import("~/core/municipalities.server");
    clearMunicipalitiesCache();
    answer = { status: 200, body: { data: { municipalities: entries } } };
    const [first, second] = await Promise.all([
      getMunicipalities({ locale: "fr" }),
      getMunicipalities({ locale: "fr" }),
    ]);
    expect(first).toEqual([{ label: "Laval" }, { label: "Montréal" }]);
    expect(second).toEqual(first);
    expect(await getMunicipalities({ locale: "fr" })).toEqual(first);
    expect(calls).toBe(1);
  });

  it("answers null (a designed message, no exception) when the core API fails or answers nonsense", async () => {
    const { getMunicipalities, clearMunicipalitiesCache } = await import("~/core/municipalities.server");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    clearMunicipalitiesCache();
    answer = { status: 503, body: {} };
    expect(await getMunicipalities({ locale: "en" })).toBeNull();
    answer = { status: 200, body: { data: { municipalities: "none" } } };
    expect(await getMunicipalities({ locale: "en" })).toBeNull();
    // A failure is not kept: the next request asks again.
    answer = { status: 200, body: { data: { municipalities: entries } } };
    expect(await getMunicipalities({ locale: "en" })).toHaveLength(2);
    expect(calls).toBe(3);
    warn.mockRestore();
  });
});
