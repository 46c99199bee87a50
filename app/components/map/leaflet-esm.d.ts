// Leaflet's ES module build has the exports of the package's main file, which @types/leaflet describes.
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
