/** Static assets imported by URL (rspack asset/resource; jest maps them to a stub). */
declare module '*.geojson' {
  const url: string;
  export default url;
}
