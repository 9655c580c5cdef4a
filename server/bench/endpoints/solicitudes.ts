/** Folio lookup and request detail (top-bar search, detail dialog). */
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type Muestra } from '../harness/types';

const nombre = (t: string) => `trim(concat_ws(' ', ${t}.nombre, nullif(${t}.apellido_paterno, ''), nullif(${t}.apellido_materno, '')))`;

/** Everything the detail shows, in one statement (what a hand-written server would send). */
const DETALLE = `
  select s.*, a.nombre as agencia_nombre, a.color as agencia_color,
    (select json_build_object('id', e.id, 'usuario_id', e.usuario_id, 'created_at', e.created_at, 'nombre_completo', ${nombre('u')})
       from solicitudes_encuestadores e join usuarios u on u.id = e.usuario_id where e.solicitud_id = s.id and e.activo) as encuestador,
    (select json_build_object('id', o.id, 'usuario_id', o.usuario_id, 'created_at', o.created_at, 'nombre_completo', ${nombre('u')})
       from solicitudes_operadores o join usuarios u on u.id = o.usuario_id where o.solicitud_id = s.id and o.activo) as operador,
    (select to_jsonb(v) || jsonb_build_object('imagenes', coalesce((select jsonb_agg(i.id order by i.id) from verificacion_imagenes i where i.verificacion_id = v.id), '[]'::jsonb))
       from verificaciones v where v.solicitud_id = s.id) as verificacion,
    (select to_jsonb(vo) from verificaciones_operadores vo where vo.solicitud_id = s.id) as verificacion_operador
  from solicitudes s join agencias a on a.id = s.agencia_id`;

async function muestrasDetalle(ctx: BenchContext, correo: string): Promise<Muestra[]> {
  const s = await ctx.sesion(correo);
  const rows = await ctx.query<{ id: number; folio: string }>(
    `select id, folio_solicitud as folio from solicitudes where ($1::int is null or agencia_id = $1) order by random() limit $2`,
    [s.agenciaId, ctx.muestras],
  );
  return rows.map((r) => ({ ...sesionMuestra(s), id: r.id, folio: r.folio }));
}

export default defineEndpoints([
  {
    name: 'GET /api/solicitudes/{id}',
    muestras: (ctx) => muestrasDetalle(ctx, 'superadmin@verifica.mx'),
    api: { method: 'GET', url: (m) => `/api/solicitudes/${String(m.id)}`, headers: bearer },
    raw: [rawSesion, { name: 'bench_detalle', text: `${DETALLE} where s.id = $1 and ($2::int is null or s.agencia_id = $2)`, values: (m) => [m.id, m.agenciaId] }],
    comprobar: (api, raw) => ((api as { id?: number }).id === raw[1]?.[0]?.id ? null : 'otro id'),
  },
  {
    name: 'POST /api/solicitudes/folio (agencia)',
    muestras: (ctx) => muestrasDetalle(ctx, 'admin@verifica.mx'),
    api: { method: 'POST', url: () => '/api/solicitudes/folio', headers: bearer, body: (m) => ({ folio_solicitud: m.folio }) },
    raw: [
      rawSesion,
      {
        name: 'bench_folio',
        text: `${DETALLE} where s.id = (select id from solicitudes where folio_solicitud = $1 and ($2::int is null or agencia_id = $2) order by id desc limit 1)`,
        values: (m) => [m.folio, m.agenciaId],
      },
    ],
    comprobar: (api, raw) => ((api as { id?: number }).id === raw[1]?.[0]?.id ? null : 'otro id'),
  },
]);
