/**
 * Static assets imported by URL (rspack asset/resource; jest maps them to a stub). Each app that
 * bundles @verifica/mapa lists this file in its tsconfig's include.
 */
declare module '*.geojson' {
  const url: string;
  export default url;
}
