/**
 * mf-reportes: folio charts (both variants), the folio map with the screen's default filter (this
 * month, every agency: the §7 answer one folio at a time, and the grouped answer the screen asks
 * for) and duplicate phones. Raw = the statement a hand-written server would run: for the charts
 * the same sum over the daily counters; for the §7 map the plain rows (id, lat, lon, agencia); for
 * the grouped map the sums of the grid aggregate's rows (mapa_celdas) by cell and agency, zoomed in
 * the GROUP BY of the folios' own cells, plus the counts per agency; for duplicate phones
 * the bare GROUP BY with its LIMIT (no total).
 */
import type { MapaCeldas } from '@verifica/contracts';
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type BenchEndpoint, type Muestra, type RawStatement } from '../harness/types';

const TZ = 'America/Mexico_City';
const dia = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const RANGO = `s.created_at >= ($1::date)::timestamp at time zone '${TZ}' and s.created_at < (($2::date + 1)::timestamp at time zone '${TZ}')`;

/** Current month (the chart's default range). */
function mesActual(): { desde: string; hasta: string } {
  const hoy = new Date();
  const y = Number(dia(hoy).slice(0, 4));
  const m = Number(dia(hoy).slice(5, 7));
  const fin = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { desde: `${y}-${String(m).padStart(2, '0')}-01`, hasta: `${y}-${String(m).padStart(2, '0')}-${fin}` };
}

/** The chart from the daily counters (conteos_diarios), as the service sums them. */
const grafica = (tipo: 1 | 2) => `
  with c as (
    select agencia_id, sum(n) filter (where activa) as asignadas, sum(n) filter (where not activa) as no_asignadas,
           sum(n) filter (where not alguna) as nunca_asignadas, sum(n) filter (where alguna and not activa) as desasignadas,
           sum(n) filter (where verificada) as verificadas
      from conteos_diarios where tipo = ${tipo} and dia >= $1::date and dia <= $2::date group by agencia_id
  )
  select a.id, a.nombre, a.color, c.* from agencias a left join c on c.agencia_id = a.id order by lower(a.nombre), a.id`;

async function muestraMes(ctx: BenchContext): Promise<Muestra[]> {
  const s = await ctx.sesion('superadmin@verifica.mx');
  return [{ ...sesionMuestra(s), ...mesActual() }];
}

/** The previous whole month: what the screen's default (this month) holds at the month's end. */
function mesAnterior(): { desde: string; hasta: string } {
  const { desde } = mesActual();
  const y = Number(desde.slice(0, 4));
  const m = Number(desde.slice(5, 7));
  const [ya, ma] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const fin = new Date(Date.UTC(ya, ma, 0)).getUTCDate();
  return { desde: `${ya}-${String(ma).padStart(2, '0')}-01`, hasta: `${ya}-${String(ma).padStart(2, '0')}-${fin}` };
}

/**
 * The map screen's default filter (this month, every agency; superadmin@) at `zoom`, optionally an
 * extent; `mes: 'anterior'` the previous whole month instead (the default's size at a month's end).
 */
const muestraMapa =
  (zoom: number, { extension, mes = 'actual' }: { extension?: [number, number, number, number]; mes?: 'actual' | 'anterior' } = {}) =>
  async (ctx: BenchContext): Promise<Muestra[]> => {
    const s = await ctx.sesion('superadmin@verifica.mx');
    const [oeste = null, sur = null, este = null, norte = null] = extension ?? [];
    return [{ ...sesionMuestra(s), ...(mes === 'actual' ? mesActual() : mesAnterior()), zoom, oeste, sur, este, norte }];
  };

const MAPA_FILTRO = 's.latitude is not null and s.longitude is not null and s.fecha_captura >= $1::date and s.fecha_captura <= $2::date';

/** The zoom of the grid aggregate (mapa_celdas): the trigger's cell. */
const ZOOM_AGREGADO = 10;
const DIAS_AGREGADO = 'm.dia >= $1::date and m.dia <= $2::date';

/**
 * The grouped map as a hand-written server would ask for it on this schema: at the aggregate's
 * zoom or coarser the sums of mapa_celdas' rows by coarser cell and agency, finer the GROUP BY of
 * the folios' own cells (with an extent, of its zoom-10 cells in the map's cell index); then the
 * counts per agency from mapa_celdas.
 */
const celdasRaw = (zoom: number, conExtension: boolean, nombre: string): RawStatement[] => {
  const celda = `(48 * 360 / (256 * 2 ^ $3::int))`;
  const deAgregado = zoom <= ZOOM_AGREGADO;
  const [cx, cy] = deAgregado
    ? [`(m.cx >> (${ZOOM_AGREGADO} - $3::int))`, `(m.cy >> (${ZOOM_AGREGADO} - $3::int))`]
    : [`floor(s.longitude / ${celda})::int`, `floor(s.latitude / ${celda})::int`];
  // Zoomed in, the extent's zoom-10 cells in the map's cell index (solicitudes_mapa_celda_idx).
  const C10 = '0.06591796875::float8';
  const celdasIndice = (col: string, desde: string, hasta: string) =>
    `floor(s.${col} / ${C10})::int = any(array(select generate_series(floor(${desde}::float8 / ${C10})::int, floor(${hasta}::float8 / ${C10})::int)))`;
  const extension = conExtension
    ? ` and ${cx} between floor($4::float8 / ${celda}) and floor($6::float8 / ${celda})
        and ${cy} between floor($5::float8 / ${celda}) and floor($7::float8 / ${celda})` +
      (deAgregado ? '' : ` and ${celdasIndice('longitude', '$4', '$6')} and ${celdasIndice('latitude', '$5', '$7')}`)
    : '';
  const celdas = deAgregado
    ? `select m.agencia_id, ${cx} as cx, ${cy} as cy, sum(m.n) as n, round(sum(m.suma_lat) / sum(m.n), 5) as lat,
              round(sum(m.suma_lon) / sum(m.n), 5) as lon, min(m.id) as id
         from mapa_celdas m where ${DIAS_AGREGADO}${extension} group by 1, 2, 3`
    : `select s.agencia_id, ${cx} as cx, ${cy} as cy, count(*) as n, round(avg(s.latitude::numeric), 5) as lat,
              round(avg(s.longitude::numeric), 5) as lon, min(s.id) as id
         from solicitudes s where ${MAPA_FILTRO}${extension} group by 1, 2, 3`;
  return [
    {
      name: `bench_mapa_celdas_${nombre}${conExtension ? '_extension' : ''}`,
      text: celdas,
      values: (m) => (conExtension ? [m.desde, m.hasta, m.zoom, m.oeste, m.sur, m.este, m.norte] : [m.desde, m.hasta, m.zoom]),
    },
    {
      name: `bench_mapa_celdas_conteos_${nombre}${conExtension ? '_extension' : ''}`,
      text: `select a.id, a.nombre, a.color, n.cantidad from agencias a
               left join (select m.agencia_id, sum(m.n) as cantidad from mapa_celdas m where ${DIAS_AGREGADO} group by 1) n on n.agencia_id = a.id
              order by lower(a.nombre), a.id`,
      values: (m) => [m.desde, m.hasta],
    },
  ];
};

const urlCeldas = (m: Muestra) =>
  `/api/reportes/mapa_folios/celdas?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}&agencia_id=0&zoom=${String(m.zoom)}` +
  (m.oeste === null ? '' : `&oeste=${String(m.oeste)}&sur=${String(m.sur)}&este=${String(m.este)}&norte=${String(m.norte)}`);

/** The grouped answer holds the raw statement's cells, and its counts add up to the raw counts. */
function mismasCeldas(api: unknown, raw: Record<string, unknown>[][]): string | null {
  const a = api as MapaCeldas;
  if (a.celdas.id.length !== raw[1]?.length) return `otro número de celdas (${a.celdas.id.length} / ${raw[1]?.length ?? 0})`;
  const total = (raw[2] ?? []).reduce((t, r) => t + Number(r.cantidad ?? 0), 0);
  return a.agencias.reduce((t, x) => t + x.cantidad, 0) === total ? null : 'otros conteos por agencia';
}

/**
 * The map screen's two reads for a month, every agency: the §7 answer (every folio, one by one:
 * the map before it was grouped), and what the screen asks first, the filter at the default zoom
 * (SPEC §9: 4), no extent.
 */
const mapaDelMes = (mes: 'actual' | 'anterior', etiqueta: string): BenchEndpoint[] => [
  {
    name: `GET /api/reportes/mapa_folios (${etiqueta}, todas las agencias)`,
    muestras: muestraMapa(4, { mes }),
    api: { method: 'GET', url: (m) => `/api/reportes/mapa_folios?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}&agencia_id=0`, headers: bearer },
    raw: [
      rawSesion,
      {
        name: `bench_mapa_puntos_${mes}`,
        text: `select s.id, s.latitude, s.longitude, s.agencia_id from solicitudes s where ${MAPA_FILTRO} order by s.fecha_captura, s.id`,
        values: (m) => [m.desde, m.hasta],
      },
    ],
    comprobar: (api, raw) => ((api as { puntos?: { id?: unknown[] } }).puntos?.id?.length === raw[1]?.length ? null : 'otro número de puntos'),
  },
  {
    name: `GET /api/reportes/mapa_folios/celdas (${etiqueta}, todas las agencias, zoom 4)`,
    muestras: muestraMapa(4, { mes }),
    api: { method: 'GET', url: urlCeldas, headers: bearer },
    raw: [rawSesion, ...celdasRaw(4, false, mes)],
    comprobar: mismasCeldas,
  },
];

async function muestraTelefonos(ctx: BenchContext): Promise<Muestra[]> {
  const s = await ctx.sesion('superadmin@verifica.mx');
  const hoy = new Date();
  const antes = new Date(hoy);
  antes.setMonth(antes.getMonth() - 1);
  return [{ ...sesionMuestra(s), desde: dia(antes), hasta: dia(hoy) }];
}

const TEL = 's.telefono_norm';

export default defineEndpoints([
  {
    name: 'GET /api/reportes/graficas_folios (mes)',
    muestras: muestraMes,
    api: { method: 'GET', url: (m) => `/api/reportes/graficas_folios?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}`, headers: bearer },
    raw: [rawSesion, { name: 'bench_grafica_gestores', text: grafica(1), values: (m) => [m.desde, m.hasta] }],
    comprobar: (api, raw) => ((api as unknown[]).length === raw[1]?.length ? null : 'otro número de agencias'),
  },
  {
    name: 'GET /api/reportes/graficas_folios_informativos (mes)',
    muestras: muestraMes,
    api: { method: 'GET', url: (m) => `/api/reportes/graficas_folios_informativos?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}`, headers: bearer },
    raw: [rawSesion, { name: 'bench_grafica_operadores', text: grafica(2), values: (m) => [m.desde, m.hasta] }],
    comprobar: (api, raw) => ((api as unknown[]).length === raw[1]?.length ? null : 'otro número de agencias'),
  },
  ...mapaDelMes('actual', 'mes'),
  ...mapaDelMes('anterior', 'mes anterior completo'),
  {
    // The aggregate's own zoom: the most rows it sums for a view of the whole country.
    name: 'GET /api/reportes/mapa_folios/celdas (mes anterior completo, todas las agencias, zoom 10)',
    muestras: muestraMapa(10, { mes: 'anterior' }),
    api: { method: 'GET', url: urlCeldas, headers: bearer },
    raw: [rawSesion, ...celdasRaw(10, false, 'anterior_z10')],
    comprobar: mismasCeldas,
  },
  {
    // Zoomed in on Mexico City: the cells of the view's extent, the counts of every folio.
    name: 'GET /api/reportes/mapa_folios/celdas (mes anterior completo, zoom 11, extensión CDMX)',
    muestras: muestraMapa(11, { extension: [-99.4, 19.2, -98.9, 19.6], mes: 'anterior' }),
    api: { method: 'GET', url: urlCeldas, headers: bearer },
    raw: [rawSesion, ...celdasRaw(11, true, 'anterior')],
    comprobar: mismasCeldas,
  },
  {
    name: 'GET /api/telefonos_duplicados (mes, 4-100)',
    muestras: muestraTelefonos,
    api: { method: 'GET', url: (m) => `/api/telefonos_duplicados?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}&page=1&rowsPerPage=10`, headers: bearer },
    raw: [
      rawSesion,
      {
        name: 'bench_telefonos_group_by',
        text: `select ${TEL} as telefono, count(*) as veces, string_agg(s.id::text, ',' order by s.id) as ids
                 from solicitudes s where s.telefono_norm <> '' and ${RANGO}
                group by 1 having count(*) between 4 and 100 order by veces desc, telefono limit 10`,
        values: (m) => [m.desde, m.hasta],
      },
    ],
    comprobar: (api, raw) => ((api as { data?: { telefono: string }[] }).data?.[0]?.telefono === raw[1]?.[0]?.telefono ? null : 'otra primera fila'),
  },
]);
