// The demo backend's filtered + bounded listing query over DEMO_BACKEND_LISTINGS listings (50,000 by
// default here): the /properties call of a search page (count + a page of 25 cards), p50 and p95 over
// a mix of city- and region-sized map bounds with filters. Prints one JSON line. Run by search.mjs.
process.env.DEMO_BACKEND_LISTINGS ??= "50000";
const { openDatabase } = await import("../../demo-backend/src/db.ts");
const { searchProperties } = await import("../../demo-backend/src/core.ts");

const db = openDatabase(":memory:");
const listings = (db.prepare("SELECT COUNT(*) AS n FROM listings").get() as { n: number }).n;
const queries = [
  "mun=66023,24015&price_min=200000&price_max=900000&bedrooms=2&NorthEast_lat=46.5&NorthEast_lng=-71&SouthWest_lat=45&SouthWest_lng=-74.5",
  "forSaleForRent=buy&NorthEast_lat=46&NorthEast_lng=-73&SouthWest_lat=45.3&SouthWest_lng=-74&order_by=price_desc",
  "type=condo&bedrooms=2&bathrooms=1&NorthEast_lat=47&NorthEast_lng=-70&SouthWest_lat=45&SouthWest_lng=-75",
  "price_min=100000&NorthEast_lat=49&NorthEast_lng=-65&SouthWest_lat=44&SouthWest_lng=-80&order_by=oldest&page=3",
  "open_house=1&price_max=600000&NorthEast_lat=45.7&NorthEast_lng=-73.4&SouthWest_lat=45.4&SouthWest_lng=-73.9&order_by=price_asc",
];
// First use builds the listing index (once per process, like the demo backend's first search).
const started = performance.now();
searchProperties(db, new URLSearchParams(queries[0]), "fr", "");
const firstMs = performance.now() - started;

const times: number[] = [];
for (let round = 0; round < 40; round += 1) {
  for (const query of queries) {
    const t0 = performance.now();
    searchProperties(db, new URLSearchParams(`${query}&limit=25`), "fr", "");
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(JSON.stringify({ listings, queries: times.length, p50Ms: at(0.5), p95Ms: at(0.95), firstMs }));
db.close();
