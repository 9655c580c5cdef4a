import { sql } from 'drizzle-orm';
import { celdaGrados, type MapaCeldas, type MapaFolios } from '@verifica/contracts';
import { insertUnnest } from '../../db/bulk';
import { filas } from '../../db/filas';
import { solicitudes } from '../../db/schema';
import { contextoDelArchivo, ctx } from '../../../test/archivo';
import { crearDatos, type Datos } from '../../../test/reportes-datos';

let d: Datos;
let otra: number;

contextoDelArchivo();
beforeAll(async () => {
  d = await crearDatos(ctx.db);
  const [t] = await filas<{ id: number }>(ctx.db, sql`select id from agencias where id not in (${d.A}, ${d.B}) order by id limit 1`);
  otra = Number(t?.id);
  // July: 3,000 folios of three agencies around four cities (a deterministic walk), every tenth
  // at the very position of its agency's previous one, a few without a position.
  const ciudades = [
    [19.4326, -99.1332],
    [20.6597, -103.3496],
    [25.6866, -100.3161],
    [20.9674, -89.5926],
  ] as const;
  let semilla = 7;
  const azar = () => {
    semilla = (semilla * 16807) % 2147483647;
    return semilla / 2147483647;
  };
  const previa = new Map<number, { lat: number; lon: number }>();
  const nuevas = Array.from({ length: 3000 }, (_, i) => {
    const [lat, lon] = ciudades[i % 4] ?? ciudades[0];
    const nueva = { lat: Number((lat + (azar() - 0.5) * 0.6).toFixed(6)), lon: Number((lon + (azar() - 0.5) * 0.6).toFixed(6)) };
    const pos = i % 10 === 9 ? (previa.get(i % 3) ?? nueva) : nueva;
    previa.set(i % 3, pos);
    const sinPos = i % 97 === 0;
    return {
      agencia_id: [d.A, d.B, otra][i % 3] ?? d.A,
      folio_solicitud: `C-${i}`,
      edo: i % 2 ? 'Par' : 'Impar',
      latitude: sinPos ? null : pos.lat,
      longitude: sinPos ? null : pos.lon,
      fecha_captura: `2026-07-${String(1 + (i % 28)).padStart(2, '0')}`,
    };
  });
  await insertUnnest(ctx.db, solicitudes, nuevas);
});

const get = async (correo: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(await ctx.tokenFor(correo)) });

async function celdas(correo: string, q: string): Promise<MapaCeldas> {
  const res = await get(correo, `/api/reportes/mapa_folios/celdas?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json() as MapaCeldas;
}

const JULIO = 'fecha_desde=2026-07-01&fecha_hasta=2026-07-31';
const MARZO = 'fecha_desde=2026-03-01&fecha_hasta=2026-03-31';

/** The oracle: the folios' own rows grouped in JavaScript on the same grid, keyed by agency and smallest id. */
async function oraculo(desde: string, hasta: string, zoom: number, extra = sql`true`): Promise<Map<string, number>> {
  const rows = await filas<{ id: number; agencia_id: number; latitude: number; longitude: number }>(
    ctx.db,
    sql`select id, agencia_id, latitude, longitude from solicitudes
         where latitude is not null and longitude is not null and fecha_captura between ${desde}::date and ${hasta}::date and ${extra}`,
  );
  const c = celdaGrados(zoom);
  const celdas = new Map<string, { agencia: number; n: number; id: number }>();
  for (const r of rows) {
    const k = `${r.agencia_id}:${Math.floor(Number(r.longitude) / c)}:${Math.floor(Number(r.latitude) / c)}`;
    const e = celdas.get(k) ?? { agencia: Number(r.agencia_id), n: 0, id: Number.MAX_SAFE_INTEGER };
    celdas.set(k, { agencia: e.agencia, n: e.n + 1, id: Math.min(e.id, Number(r.id)) });
  }
  return new Map([...celdas.values()].map((e) => [`${e.agencia}:${e.id}`, e.n]));
}

/** The answer's cells keyed as the oracle's; each cell's mean position lies in its cell (5-decimal rounding aside). */
function porCelda(m: MapaCeldas): Map<string, number> {
  const out = new Map<string, number>();
  m.celdas.agencia.forEach((a, i) => {
    const k = `${a}:${m.celdas.id[i] ?? 0}`;
    expect(out.has(k)).toBe(false);
    out.set(k, m.celdas.cantidad[i] ?? 0);
  });
  return out;
}

const sumaPorAgencia = (m: MapaCeldas) => {
  const s = new Map<number, number>();
  m.celdas.agencia.forEach((a, i) => s.set(a, (s.get(a) ?? 0) + (m.celdas.cantidad[i] ?? 0)));
  return s;
};

describe('GET /api/reportes/mapa_folios/celdas', () => {
  it('at every zoom the cells hold exactly the folios of the grid (oracle) and add up to the exact counts per agency', async () => {
    const puntos = (await (await get('superadmin@verifica.mx', `/api/reportes/mapa_folios?${JULIO}`)).json()) as MapaFolios;
    expect(puntos.puntos.id.length).toBeGreaterThan(2900);
    for (const zoom of [0, 4, 7, 10, 13, 16, 20]) {
      const m = await celdas('superadmin@verifica.mx', `${JULIO}&zoom=${zoom}`);
      expect(m.zoom).toBe(zoom);
      expect(m.celda).toBe(celdaGrados(zoom));
      // The side list is the §7 map's, exact.
      expect(m.agencias).toEqual(puntos.agencias);
      const suma = sumaPorAgencia(m);
      for (const a of m.agencias) expect(suma.get(a.id) ?? 0).toBe(a.cantidad);
      expect(porCelda(m)).toEqual(await oraculo('2026-07-01', '2026-07-31', zoom));
      // Larger cells first (drawn under the smaller ones).
      expect(m.celdas.cantidad).toEqual([...m.celdas.cantidad].sort((a, b) => b - a));
    }
    // Zoomed out, a handful of cells; zoomed in, folios at one position still share one.
    expect((await celdas('superadmin@verifica.mx', `${JULIO}&zoom=4`)).celdas.id.length).toBeLessThan(20);
    const cerca = await celdas('superadmin@verifica.mx', `${JULIO}&zoom=20`);
    expect(Math.max(...cerca.celdas.cantidad)).toBeGreaterThan(1);
  });

  it("a single folio's cell is that folio: its id and position", async () => {
    const m = await celdas('superadmin@verifica.mx', `${MARZO}&zoom=12`);
    const { ids } = d;
    const i = m.celdas.id.indexOf(ids.a3);
    expect(i).toBeGreaterThanOrEqual(0);
    expect([m.celdas.cantidad[i], m.celdas.agencia[i], m.celdas.lat[i], m.celdas.lon[i]]).toEqual([1, d.A, 25.67, -100.31]);
    expect(m.celdas.id.toSorted((a, b) => a - b)).toEqual([ids.a1, ids.a2, ids.a3, ids.a4, ids.b1, ids.b2].sort((a, b) => a - b));
    // At zoom 4 a1 and a2 (Guadalajara, agency A) share a cell: 2 folios at their mean position, the smaller id.
    const lejos = await celdas('superadmin@verifica.mx', `${MARZO}&zoom=4`);
    const g = lejos.celdas.id.indexOf(ids.a1);
    expect([lejos.celdas.cantidad[g], lejos.celdas.agencia[g], lejos.celdas.lat[g], lejos.celdas.lon[g]]).toEqual([2, d.A, 20.68684, -103.37206]);
  });

  it('an extent keeps only the cells it touches (whole), the counts stay those of every folio', async () => {
    const todo = await celdas('superadmin@verifica.mx', `${JULIO}&zoom=9`);
    // Around Guadalajara only.
    const m = await celdas('superadmin@verifica.mx', `${JULIO}&zoom=9&oeste=-103.5&sur=20.5&este=-103.2&norte=20.8`);
    expect(m.agencias).toEqual(todo.agencias);
    const c = celdaGrados(9);
    const dentro = sql`floor(longitude / ${c}::float8) between ${Math.floor(-103.5 / c)} and ${Math.floor(-103.2 / c)}
                   and floor(latitude / ${c}::float8) between ${Math.floor(20.5 / c)} and ${Math.floor(20.8 / c)}`;
    const esperado = await oraculo('2026-07-01', '2026-07-31', 9, dentro);
    expect(porCelda(m)).toEqual(esperado);
    expect(m.celdas.id.length).toBeGreaterThan(0);
    expect(m.celdas.id.length).toBeLessThan(todo.celdas.id.length);
    expect(m.celdas.lon.every((lon) => lon > -104 && lon < -103)).toBe(true);
    // The box of every folio, with or without an extent.
    const [caja] = await filas<{ o: number; s: number; e: number; n: number }>(
      ctx.db,
      sql`select min(longitude) o, min(latitude) s, max(longitude) e, max(latitude) n from solicitudes
           where latitude is not null and longitude is not null and fecha_captura between '2026-07-01' and '2026-07-31'`,
    );
    const esperada = [caja?.o, caja?.s, caja?.e, caja?.n].map(Number);
    expect(m.extension).toEqual(esperada);
    expect(todo.extension).toEqual(esperada);
  });

  it("filters as mapa_folios; an agency's admin never gets another agency's cells", async () => {
    const impar = await celdas('superadmin@verifica.mx', `${JULIO}&zoom=6&edo=Impar&agencia_id=${d.B}`);
    expect(new Set(impar.celdas.agencia)).toEqual(new Set([d.B]));
    expect(porCelda(impar)).toEqual(await oraculo('2026-07-01', '2026-07-31', 6, sql`edo = 'Impar' and agencia_id = ${d.B}`));

    for (const q of [`${JULIO}&zoom=6`, `${JULIO}&zoom=6&agencia_id=${d.A}`, `${JULIO}&zoom=6&agencia_id=0`, `${JULIO}&zoom=14&oeste=-104&sur=19&este=-99&norte=21`]) {
      const m = await celdas('admin2@verifica.mx', q);
      expect(m.celdas.agencia.length).toBeGreaterThan(0);
      expect(new Set(m.celdas.agencia)).toEqual(new Set([d.B]));
      expect(m.agencias.map((a) => a.id)).toEqual([d.B]);
      if (!q.includes('oeste')) expect(sumaPorAgencia(m).get(d.B)).toBe(m.agencias[0]?.cantidad);
    }
    const vacio = await celdas('admin@verifica.mx', 'fecha_desde=2020-01-01&fecha_hasta=2020-01-31');
    expect(vacio).toEqual({
      agencias: [{ id: d.A, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 0 }],
      zoom: 4,
      celda: celdaGrados(4),
      extension: null,
      celdas: { lat: [], lon: [], agencia: [], cantidad: [], id: [] },
    });
  });

  it('permission reporteMapaFolios; a clear 422 for a bad zoom or extent', async () => {
    expect((await get('operador@verifica.mx', '/api/reportes/mapa_folios/celdas')).statusCode).toBe(403);
    for (const [q, campo] of [
      ['zoom=21', 'zoom'],
      ['zoom=-1', 'zoom'],
      ['zoom=4.5', 'zoom'],
      ['zoom=1e1', 'zoom'],
      ['oeste=-100', 'oeste'],
      ['oeste=-100&sur=20&este=-101&norte=21', 'oeste'],
      ['oeste=-100&sur=22&este=-99&norte=21', 'oeste'],
      ['oeste=-200&sur=20&este=-99&norte=21', 'oeste'],
      ['oeste=abc&sur=20&este=-99&norte=21', 'oeste'],
      ['fecha_desde=2026-04-01&fecha_hasta=2026-03-01', 'fecha_hasta'],
    ] as const) {
      const res = await get('superadmin@verifica.mx', `/api/reportes/mapa_folios/celdas?${q}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(campo);
    }
    expect((await get('superadmin@verifica.mx', '/api/reportes/mapa_folios/celdas?zoom=12&oeste=-99.5&sur=19.1&este=-98.9&norte=19.6')).statusCode).toBe(200);
  });
});
