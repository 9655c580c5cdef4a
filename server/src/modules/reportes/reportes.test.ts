import { brotliDecompressSync } from 'node:zlib';
import type { GraficaFila, MapaFolios } from '@verifica/contracts';
import { ConfigError, loadConfig } from '../../config';
import { sql } from 'drizzle-orm';
import { insertUnnest } from '../../db/bulk';
import { filas as filasDb } from '../../db/filas';
import { solicitudes } from '../../db/schema';
import { contextoDelArchivo, ctx } from '../../../test/archivo';
import { crearDatos, type Datos } from '../../../test/reportes-datos';

let d: Datos;

contextoDelArchivo();
beforeAll(async () => {
  d = await crearDatos(ctx.db);
});

const get = async (correo: string | null, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(correo ? ctx.auth(await ctx.tokenFor(correo)) : {}) } });

const MARZO = 'fecha_desde=2026-03-01&fecha_hasta=2026-03-31';
const conteos = (f: GraficaFila | undefined) =>
  f && { asignadas: f.asignadas, no_asignadas: f.no_asignadas, nunca_asignadas: f.nunca_asignadas, desasignadas: f.desasignadas, verificadas: f.verificadas };
const cero = { asignadas: 0, no_asignadas: 0, nunca_asignadas: 0, desasignadas: 0, verificadas: 0 };

describe('GET /api/reportes/graficas_folios', () => {
  it('counts per agency, gestor assignments and field verifications, days by fecha_captura', async () => {
    const res = await get('superadmin@verifica.mx', `/api/reportes/graficas_folios?${MARZO}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as GraficaFila[];
    // Every agency, zeros included, by name.
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.nombre)).toEqual([...rows.map((r) => r.nombre)].sort((a, b) => a.localeCompare(b, 'es')));
    const A = rows.find((r) => r.agencia_id === d.A);
    expect(A).toMatchObject({ nombre: 'Agencia Centro', color: '#1976D2' });
    // a1, a2 active; a3 ended; a4, a5 never (a5 captured 31 March); a6 (1 April) out.
    expect(conteos(A)).toEqual({ asignadas: 2, no_asignadas: 3, nunca_asignadas: 2, desasignadas: 1, verificadas: 1 });
    expect(conteos(rows.find((r) => r.agencia_id === d.B))).toEqual({ asignadas: 1, no_asignadas: 1, nunca_asignadas: 1, desasignadas: 0, verificadas: 0 });
    for (const r of rows.filter((x) => x.agencia_id !== d.A && x.agencia_id !== d.B)) expect(conteos(r)).toEqual(cero);

    const todo = (await get('superadmin@verifica.mx', '/api/reportes/graficas_folios')).json() as GraficaFila[];
    expect(conteos(todo.find((r) => r.agencia_id === d.A))).toEqual({ asignadas: 2, no_asignadas: 4, nunca_asignadas: 3, desasignadas: 1, verificadas: 1 });
  });

  it('informativos: operator assignments and call verifications', async () => {
    const rows = (await get('superadmin@verifica.mx', `/api/reportes/graficas_folios_informativos?${MARZO}`)).json() as GraficaFila[];
    expect(conteos(rows.find((r) => r.agencia_id === d.A))).toEqual({ asignadas: 1, no_asignadas: 4, nunca_asignadas: 3, desasignadas: 1, verificadas: 1 });
    expect(conteos(rows.find((r) => r.agencia_id === d.B))).toEqual({ ...cero, no_asignadas: 2, nunca_asignadas: 2 });
  });

  it('status and agencia_id filter the folios counted', async () => {
    const asignadas = (await get('superadmin@verifica.mx', `/api/reportes/graficas_folios?${MARZO}&status=1&agencia_id=${d.A}`)).json() as GraficaFila[];
    expect(asignadas.map((r) => r.agencia_id)).toEqual([d.A]);
    expect(conteos(asignadas[0])).toEqual({ ...cero, asignadas: 2, verificadas: 1 });
    const no = (await get('superadmin@verifica.mx', `/api/reportes/graficas_folios?${MARZO}&status=2&agencia_id=${d.A}`)).json() as GraficaFila[];
    expect(conteos(no[0])).toEqual({ ...cero, no_asignadas: 3, nunca_asignadas: 2, desasignadas: 1 });
    const ver = (await get('superadmin@verifica.mx', `/api/reportes/graficas_folios?${MARZO}&status=3&agencia_id=0`)).json() as GraficaFila[];
    expect(ver.filter((r) => r.verificadas > 0).map((r) => [r.agencia_id, r.asignadas, r.verificadas])).toEqual([[d.A, 1, 1]]);
  });

  it("a scoped user gets only their agency's row, whatever agencia_id says", async () => {
    for (const url of [`/api/reportes/graficas_folios?${MARZO}`, `/api/reportes/graficas_folios?${MARZO}&agencia_id=${d.A}`]) {
      const rows = (await get('admin2@verifica.mx', url)).json() as GraficaFila[];
      expect(rows.map((r) => r.agencia_id)).toEqual([d.B]);
      expect(conteos(rows[0])).toEqual({ asignadas: 1, no_asignadas: 1, nunca_asignadas: 1, desasignadas: 0, verificadas: 0 });
    }
    const sup = (await get('supervisor@verifica.mx', `/api/reportes/graficas_folios_informativos?agencia_id=${d.B}`)).json() as GraficaFila[];
    expect(sup.map((r) => r.agencia_id)).toEqual([d.A]);
  });

  it('permission reporteGraficaFolios; bad dates and filters are a Spanish 422', async () => {
    expect((await get('operador@verifica.mx', '/api/reportes/graficas_folios')).statusCode).toBe(403);
    expect((await get(null, '/api/reportes/graficas_folios')).statusCode).toBe(401);
    const invertidas = await get('superadmin@verifica.mx', '/api/reportes/graficas_folios?fecha_desde=2026-03-31&fecha_hasta=2026-03-01');
    expect(invertidas.statusCode).toBe(422);
    expect(invertidas.json().errors).toEqual({ fecha_hasta: ['La fecha final no puede ser anterior a la fecha inicial'] });
    for (const q of ['fecha_desde=2026-02-30', 'fecha_desde=ayer', 'fecha_hasta=2026-13-01']) {
      const res = await get('superadmin@verifica.mx', `/api/reportes/graficas_folios?${q}`);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors as Record<string, string[]>).flat()).toEqual(['La fecha debe tener el formato AAAA-MM-DD']);
    }
    expect(Object.keys((await get('superadmin@verifica.mx', '/api/reportes/graficas_folios?status=9')).json().errors)).toEqual(['status']);
    expect(Object.keys((await get('superadmin@verifica.mx', '/api/reportes/graficas_folios?agencia_id=x')).json().errors)).toEqual(['agencia_id']);
  });
});

describe('GET /api/reportes/mapa_folios', () => {
  const mapa = async (correo: string, q: string) => {
    const res = await get(correo, `/api/reportes/mapa_folios?${q}`);
    expect(res.statusCode).toBe(200);
    return res.json() as MapaFolios;
  };

  it('parallel arrays of the folios with a position, in order of fecha_captura, agencies with their counts', async () => {
    const m = await mapa('superadmin@verifica.mx', MARZO);
    const { ids } = d;
    expect(m.puntos.id).toEqual([ids.a1, ids.b1, ids.b2, ids.a2, ids.a3, ids.a4]);
    expect(m.puntos.agencia).toEqual([d.A, d.B, d.B, d.A, d.A, d.A]);
    expect(m.puntos.lat[0]).toBe(20.67368);
    expect(m.puntos.lon[0]).toBe(-103.34412);
    expect(m.puntos.lat).toHaveLength(6);
    expect(m.puntos.lon).toHaveLength(6);
    expect(m.agencias).toHaveLength(8);
    expect(m.agencias.find((a) => a.id === d.A)).toEqual({ id: d.A, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 4 });
    expect(m.agencias.find((a) => a.id === d.B)?.cantidad).toBe(2);
    expect(m.agencias.reduce((s, a) => s + a.cantidad, 0)).toBe(6);
    // The agencies' part is UTF-8 (the points' part is sent as ASCII bytes).
    expect(m.agencias.map((a) => a.nombre)).toContain('Agencia Bajío');
  });

  it('edo (repeated), asignadas and agencia_id (0 = Todos) filter; a scoped user sees only their agency', async () => {
    const { ids } = d;
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&edo=Jalisco&edo=${encodeURIComponent('Nuevo León')}`)).puntos.id).toEqual([ids.a1, ids.b1, ids.a2, ids.a3]);
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&edo=Yucat%C3%A1n`)).puntos.id).toEqual([ids.b2]);
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&edo[]=Yucat%C3%A1n&edo[]=CDMX`)).puntos.id).toEqual([ids.b2, ids.a4]);
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&asignadas=1`)).puntos.id).toEqual([ids.a1, ids.b1, ids.a2]);
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&asignadas=3`)).puntos.id).toEqual([ids.a1]);
    expect((await mapa('superadmin@verifica.mx', `${MARZO}&agencia_id=0`)).puntos.id).toHaveLength(6);
    const soloB = await mapa('superadmin@verifica.mx', `${MARZO}&agencia_id=${d.B}`);
    expect(soloB.puntos.id).toEqual([ids.b1, ids.b2]);
    expect(soloB.agencias.map((a) => a.id)).toEqual([d.B]);
    for (const q of [MARZO, `${MARZO}&agencia_id=${d.B}`, `${MARZO}&agencia_id=0`]) {
      const m = await mapa('admin@verifica.mx', q);
      expect(m.puntos.id).toEqual([ids.a1, ids.a2, ids.a3, ids.a4]);
      expect(m.agencias).toEqual([{ id: d.A, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 4 }]);
    }
    // Nothing matches: empty arrays, agencies with 0.
    const vacio = await mapa('admin@verifica.mx', 'fecha_desde=2020-01-01&fecha_hasta=2020-01-31');
    expect(vacio).toEqual({ agencias: [{ id: d.A, nombre: 'Agencia Centro', color: '#1976D2', cantidad: 0 }], puntos: { id: [], lat: [], lon: [], agencia: [] } });
  });

  it('permission reporteMapaFolios; 422 for bad input', async () => {
    expect((await get('operador@verifica.mx', '/api/reportes/mapa_folios')).statusCode).toBe(403);
    const res = await get('superadmin@verifica.mx', '/api/reportes/mapa_folios?fecha_desde=2026-04-01&fecha_hasta=2026-03-01');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['fecha_hasta']);
    expect(Object.keys((await get('superadmin@verifica.mx', `/api/reportes/mapa_folios?edo=${'x'.repeat(101)}`)).json().errors)).toEqual(['edo']);
    expect((await get('superadmin@verifica.mx', '/api/reportes/mapa_folios?asignadas=7')).statusCode).toBe(422);
  });

  it('coordinates rounded to 5 decimals half away from zero, as numeric rounding does (ties included)', async () => {
    // 6-decimal coordinates, one in ten a tie (…5), on both sides of zero.
    const coords = Array.from({ length: 2000 }, (_, i) => ({ lat: (((i * 7919) % 1_800_000) - 900_000) / 1e6, lon: -((i * 104_729) % 180_000_000) / 1e6 }));
    const filas = coords.map((c, i) => ({
      agencia_id: d.B,
      folio_solicitud: `R-${i}`,
      edo: 'Redondeo',
      latitude: c.lat,
      longitude: c.lon,
      fecha_captura: '2026-06-10',
    }));
    await insertUnnest(ctx.db, solicitudes, filas);
    const m = await mapa('superadmin@verifica.mx', 'fecha_desde=2026-06-01&fecha_hasta=2026-06-30&edo=Redondeo');
    const oraculo = await filasDb<{ lat: number; lon: number }>(
      ctx.db,
      sql`select round(latitude::numeric, 5)::float8 as lat, round(longitude::numeric, 5)::float8 as lon from solicitudes where edo = 'Redondeo' order by id`,
    );
    expect(m.puntos.lat).toEqual(oraculo.map((r) => Number(r.lat)));
    expect(m.puntos.lon).toEqual(oraculo.map((r) => Number(r.lon)));
    // Points 5 and 115: -0.860405 and 0.010685.
    expect([m.puntos.lat[5], m.puntos.lat[115]]).toEqual([-0.86041, 0.01069]);
  });

  it('carries 50,000 points compressed', async () => {
    const filas = Array.from({ length: 50_000 }, (_, i) => ({
      agencia_id: d.B,
      folio_solicitud: `M-${i}`,
      edo: 'Mapa',
      latitude: 14.5 + (i % 1000) * 0.0175,
      longitude: -117 + Math.floor(i / 1000) * 0.6,
      fecha_captura: '2026-05-10',
    }));
    await insertUnnest(ctx.db, solicitudes, filas);
    const res = await get('superadmin@verifica.mx', '/api/reportes/mapa_folios?fecha_desde=2026-05-01&fecha_hasta=2026-05-31&edo=Mapa', {
      'accept-encoding': 'br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const texto = brotliDecompressSync(res.rawPayload).toString('utf8');
    const m = JSON.parse(texto) as MapaFolios;
    expect(m.puntos.id).toHaveLength(50_000);
    expect(m.puntos.agencia.every((a) => a === d.B)).toBe(true);
    expect(m.agencias.find((a) => a.id === d.B)?.cantidad).toBe(50_000);
    // Compact: well under 20 bytes a point on the wire.
    expect(res.rawPayload.length).toBeLessThan(50_000 * 20);
  });
});

describe('GET /api/reportes/mapa_config', () => {
  it('any session gets the basemap setting (null = offline basemap)', async () => {
    const res = await get('operador@verifica.mx', '/api/reportes/mapa_config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tile_url: null, attribution: null });
    expect((await get(null, '/api/reportes/mapa_config')).statusCode).toBe(401);
  });
});

describe('MAP_TILE_URL', () => {
  const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/verifica-mapa' };
  it('is read from the environment; a template without {z}/{x}/{y} is refused', () => {
    const c = loadConfig({ ...env, MAP_TILE_URL: 'https://tiles.example.mx/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Terreno MX' }, ctx.config.repoRoot);
    expect([c.mapTileUrl, c.mapTileAttribution]).toEqual(['https://tiles.example.mx/{z}/{x}/{y}.png', '© Terreno MX']);
    expect(() => loadConfig({ ...env, MAP_TILE_URL: 'https://tiles.example.mx/tile.png' }, ctx.config.repoRoot)).toThrow(ConfigError);
    expect(loadConfig(env, ctx.config.repoRoot).mapTileUrl).toBeNull();
  });
});
