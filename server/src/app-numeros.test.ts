/**
 * Number fields answer readable Spanish: every numeric input of the API
 * (path ids, query numbers, JSON body numbers, multipart numbers) sent a string, NaN, a float,
 * a huge or negative value, a boolean or null. Never a 5xx, never zod's own words.
 */
import { multipart } from '../test/multipart';
import { admin, contextoDelArchivo, ctx, gestor } from '../test/archivo';

contextoDelArchivo({ solicitudes: 5 });

const MALOS: unknown[] = ['abc', 'NaN', 1.5, '1.5', -7, '1e999', 1e21, true, null, '', [], {}];
/** As they travel in a URL or a multipart field. */
const MALOS_TEXTO = ['abc', 'NaN', '1.5', '-7', '1e999', 'Infinity', '0x10', 'true', ''];
/** zod's (and JavaScript's) own words: a message with any of them was not written for a user. */
const AJENO = /\bint\b|NaN|number|Infinity|se esperaba|esperado|expected|received|recibido|invalid input|too (big|small)/i;

function textos(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(textos);
  if (typeof v === 'object' && v !== null) return Object.values(v).flatMap(textos);
  return [];
}

interface Caso {
  ruta: string;
  status: number;
  mensajes: string[];
}
async function probar(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown): Promise<Caso> {
  const res = await ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { ruta: `${method} ${url} ${JSON.stringify(payload) ?? ''}`, status: res.statusCode, mensajes: textos(res.json()) };
}
async function probarMultipart(url: string, token: string, campos: Record<string, string>): Promise<Caso> {
  const m = multipart(campos);
  const res = await ctx.app.inject({ method: 'POST', url, headers: { ...ctx.auth(token), ...m.headers }, payload: m.payload });
  return { ruta: `POST ${url} ${JSON.stringify(campos)}`, status: res.statusCode, mensajes: textos(res.json()) };
}

/** Refused (4xx, not 401/404 of a route that was not reached), every message readable Spanish. */
function comprobar(casos: Caso[]) {
  const malos = casos.filter((c) => c.status < 400 || c.status >= 500 || c.mensajes.length === 0 || c.mensajes.some((m) => AJENO.test(m)));
  expect(malos).toEqual([]);
}

describe('numeric inputs answer Spanish sentences', () => {
  it('path ids', async () => {
    const casos: Caso[] = [];
    for (const v of MALOS_TEXTO.filter((x) => x !== '')) {
      const id = encodeURIComponent(v);
      casos.push(
        await probar('GET', `/api/solicitudes/${id}`, admin),
        await probar('PUT', `/api/solicitudes/${id}`, admin, { nombre: 'Ana' }),
        await probar('PUT', `/api/solicitudes_encuestador/${id}`, admin, { usuario_id: 1 }),
        await probar('PUT', `/api/solicitudes_operadores/${id}`, admin, { usuario_id: 1 }),
        await probar('PUT', `/api/usuarios/${id}`, admin, {}),
        await probar('PUT', `/api/agencias/${id}`, admin, {}),
        await probar('PUT', `/api/verificaciones/${id}`, admin, {}),
        await probar('PUT', `/api/verificaciones_operadores/${id}`, admin, {}),
        await probar('GET', `/api/solicitudes_pdf/${id}`, admin),
        await probar('GET', `/api/imagenes/${id}?exp=1&sig=x`, admin),
      );
    }
    comprobar(casos);
  });

  it('query numbers', async () => {
    const casos: Caso[] = [];
    for (const v of MALOS_TEXTO) {
      const q = encodeURIComponent(v);
      casos.push(
        await probar('GET', `/api/solicitudes?page=${q}`, admin),
        await probar('GET', `/api/solicitudes?rowsPerPage=${q}`, admin),
        await probar('GET', `/api/solicitudes?asignadas=${q}`, admin),
        await probar('GET', `/api/solicitudes?vigencia=${q}`, admin),
        await probar('GET', `/api/solicitudes?agencia_id=${q}`, admin),
        await probar('GET', `/api/solicitudes_operadores?page=${q}&asignadas=${q}`, admin),
        await probar('GET', `/api/usuarios?rowsPerPage=${q}`, admin),
        await probar('GET', `/api/agencias?page=${q}`, admin),
        await probar('GET', `/api/telefonos_duplicados?page=${q}`, admin),
        await probar('GET', `/api/verificaciones_operadores?solicitud_id=${q}`, admin),
        await probar('GET', `/api/solicitudes/exportar/descarga?f=x&u=${q}&exp=${q}&sig=x`, admin),
        await probar('GET', `/api/imagenes/1?exp=${q}&sig=x`, admin),
      );
    }
    // A blank filter is no filter: only then may the list answer 200.
    comprobar(casos.filter((c) => !(c.status === 200 && /=(&|\s|$)/.test(c.ruta))));
  });

  it('JSON body numbers', async () => {
    const casos: Caso[] = [];
    for (const v of MALOS) {
      casos.push(
        await probar('POST', '/api/solicitudes_encuestador', admin, { usuario_id: v, seleccionados: [1] }),
        await probar('POST', '/api/solicitudes_encuestador', admin, { usuario_id: 1, seleccionados: [v] }),
        await probar('PUT', '/api/solicitudes_encuestador/1', admin, { usuario_id: v }),
        await probar('POST', '/api/solicitudes/desasignar', admin, { ids: [v] }),
        await probar('POST', '/api/solicitudes/duplicar', admin, { solicitud_id: v }),
        await probar('PUT', '/api/solicitudes/1', admin, { position: { latitude: v, longitude: -99 } }),
        await probar('POST', '/api/solicitudes_operadores', admin, { usuario_id: v, seleccionados: [1] }),
        await probar('PUT', '/api/solicitudes_operadores/1', admin, { usuario_id: v }),
        await probar('POST', '/api/verificaciones_operadores', admin, { solicitud_id: v }),
        await probar('POST', '/api/usuarios', admin, { nombre: 'Ana', correo: 'ana.numeros@verifica.mx', password: 'Clave.2026-larga', rol_id: v, agencia_id: v }),
        await probar('PUT', '/api/verificaciones/1', admin, { atendio_usuario: true, tiene_vehiculo: false, position: { latitude: 19, longitude: v } }),
      );
    }
    comprobar(casos);
  });

  it('multipart numbers', async () => {
    const casos: Caso[] = [];
    for (const v of MALOS_TEXTO) {
      casos.push(
        await probarMultipart('/api/verificaciones', gestor, { solicitud_id: v, latitude: '19', longitude: '-99' }),
        await probarMultipart('/api/verificaciones', gestor, { solicitud_id: '1', latitude: v, longitude: '-99' }),
        await probarMultipart('/api/solicitudes/load_file', admin, { agencia_id: v }),
      );
    }
    comprobar(casos);
  });
});
