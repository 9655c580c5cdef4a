/**
 * mf-reportes: folio charts (both variants), the folio map (about 50,000 points) and duplicate
 * phones. Raw = the statement a hand-written server would run: for the charts the same sum over
 * the daily counters; for the map the plain rows (id, lat, lon, agencia) the client needs; for duplicate
 * phones the bare GROUP BY with its LIMIT (no total).
 */
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type Muestra } from '../harness/types';

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

/** The most recent whole days whose folios with a position add up to about 50,000. */
async function muestraMapa(ctx: BenchContext): Promise<Muestra[]> {
  const s = await ctx.sesion('superadmin@verifica.mx');
  const dias = await ctx.query<{ d: string; n: string }>(
    `select to_char((created_at at time zone '${TZ}')::date, 'YYYY-MM-DD') as d, count(*) as n from solicitudes
      where latitude is not null and longitude is not null and created_at > now() - interval '40 days' group by 1 order by 1 desc`,
  );
  let total = 0;
  let desde = dia(new Date());
  const hasta = dias[0]?.d ?? desde;
  for (const r of dias) {
    if (total >= 50_000) break;
    total += Number(r.n);
    desde = r.d;
  }
  return [{ ...sesionMuestra(s), desde, hasta, puntos: total }];
}

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
  {
    name: 'GET /api/reportes/mapa_folios (~50,000 puntos)',
    muestras: muestraMapa,
    api: { method: 'GET', url: (m) => `/api/reportes/mapa_folios?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}&agencia_id=0`, headers: bearer },
    raw: [
      rawSesion,
      {
        name: 'bench_mapa_puntos',
        text: `select s.id, s.latitude, s.longitude, s.agencia_id from solicitudes s
                where s.latitude is not null and s.longitude is not null and ${RANGO} order by s.created_at, s.id`,
        values: (m) => [m.desde, m.hasta],
      },
    ],
    comprobar: (api, raw) => ((api as { puntos?: { id?: unknown[] } }).puntos?.id?.length === raw[1]?.length ? null : 'otro número de puntos'),
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
