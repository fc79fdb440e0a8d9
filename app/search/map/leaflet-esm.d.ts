// Leaflet's ES module build: the same API as "leaflet" (whose main file is the UMD build), but
// esbuild can drop the parts the search map does not use (about 1.5 KB gzip).
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
