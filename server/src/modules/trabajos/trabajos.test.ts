/**
 * /api/trabajos with the worker loop running (as in production, polling every 20 ms here): exports
 * and imports queued, run in the background, followed, downloaded; who sees what.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import { MENSAJES, MENSAJES_API, MENSAJES_TRABAJOS, type Trabajo } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { firmarRecurso } from '../../lib/signed-url';
import { TEST_JWT_SECRET } from '../../../test/context';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, gestor, operador, superadmin, supervisor } from '../../../test/archivo';
import { encolar, encolarCarga, esperarFin, hojaDe, leerTrabajo, pedir, xlsx } from '../../../test/trabajos';

contextoDelArchivo({ solicitudes: 120, env: { TRABAJOS_INTERVALO_MS: '20' } });

const totalLista = async (token: string, url: string) => {
  const res = await pedir('GET', url, token);
  const cuerpo = res.json() as { totalItems?: number } | unknown[];
  return Array.isArray(cuerpo) ? cuerpo.length : (cuerpo.totalItems ?? -1);
};
const descargar = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('export jobs', () => {
  it('exportar_solicitudes: 202 {id}, runs in the background to terminado with hechos = total = the rows of the filter; the signed link downloads that workbook', async () => {
    const [edo = ''] = (await pedir('GET', '/api/solicitudes/edos', admin)).json() as string[];
    const filtro = { edo: [edo] };
    const esperadas = await totalLista(admin, `/api/solicitudes?edo=${encodeURIComponent(edo)}&rowsPerPage=10`);
    expect(esperadas).toBeGreaterThan(0);
    expect(esperadas).toBeLessThan(await totalLista(admin, '/api/solicitudes?rowsPerPage=10'));
    const res = await pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes', ...filtro });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: number };
    const fin = await esperarFin(admin, id);
    expect(fin).toMatchObject({ id, tipo: 'exportar_solicitudes', estado: 'terminado', hechos: esperadas, total: esperadas, error: null, propio: true, resultado: { filas: esperadas } });
    expect(fin.nombre_archivo).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(Date.parse(fin.expira_at ?? '') - Date.parse(fin.terminado_at ?? '')).toBeCloseTo(24 * 3600 * 1000, -4);
    expect(fin.enlace?.url).toMatch(new RegExp(`^/api/trabajos/${id}/archivo\\?exp=\\d+&sig=`));

    const archivo = await descargar(fin.enlace?.url ?? '');
    expect(archivo.statusCode).toBe(200);
    expect(archivo.headers['content-disposition']).toBe(`attachment; filename="${fin.nombre_archivo}"`);
    const hoja = await hojaDe(archivo.rawPayload);
    expect(hoja.rowCount - 1).toBe(esperadas);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Folio', 'Nombre', 'Agencia']));
  });

  it('a bad filter is a 422 when queued; a kind without its permission is 403; an unknown kind 422', async () => {
    const malo = await pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes', fecha_desde: 'ayer' });
    expect(malo.statusCode).toBe(422);
    expect((await pedir('POST', '/api/trabajos', operador, { tipo: 'exportar_solicitudes' })).statusCode).toBe(403);
    expect((await pedir('POST', '/api/trabajos', gestor, { tipo: 'exportar_callcenter' })).statusCode).toBe(403);
    const tipo = await pedir('POST', '/api/trabajos', admin, { tipo: 'borrar_todo' });
    expect(tipo.statusCode).toBe(422);
    expect(tipo.json()).toMatchObject({ errors: { tipo: [MENSAJES_TRABAJOS.tipoInvalido] } });
  });

  it('exportar_callcenter as an operator: only the rows the call-center report shows them', async () => {
    const esperadas = await totalLista(operador, '/api/solicitudes_operadores?rowsPerPage=10');
    const fin = await esperarFin(operador, await encolar(operador, { tipo: 'exportar_callcenter' }));
    expect(fin).toMatchObject({ estado: 'terminado', hechos: esperadas, total: esperadas });
    const hoja = await hojaDe((await descargar(fin.enlace?.url ?? '')).rawPayload);
    expect(hoja.rowCount - 1).toBe(esperadas);
    // No Asignadas is the admins' view: refused when queued, as in the report.
    expect((await pedir('POST', '/api/trabajos', operador, { tipo: 'exportar_callcenter', asignadas: [2] })).statusCode).toBe(422);
  });
});

describe('who sees a job', () => {
  let id: number;
  let fin: Trabajo;
  beforeAll(async () => {
    id = await encolar(supervisor, { tipo: 'exportar_callcenter' });
    fin = await esperarFin(supervisor, id);
  });

  it('GET /api/trabajos: mine newest first; an admin also sees his agency\'s (not his own to download); another agency\'s admin and other users do not', async () => {
    const otro = await encolar(supervisor, { tipo: 'exportar_solicitudes' });
    await esperarFin(supervisor, otro);
    const mios = (await pedir('GET', '/api/trabajos', supervisor)).json() as Trabajo[];
    expect(mios.slice(0, 2).map((t) => t.id)).toEqual([otro, id]);
    expect(mios.every((t) => t.propio && t.enlace === null)).toBe(true);

    const delAdmin = (await pedir('GET', '/api/trabajos', admin)).json() as Trabajo[];
    expect(delAdmin.find((t) => t.id === id)).toMatchObject({ propio: false, estado: 'terminado' });
    expect((await leerTrabajo(admin, id)).enlace).toBeNull();
    expect(((await pedir('GET', '/api/trabajos', superadmin)).json() as Trabajo[]).some((t) => t.id === id)).toBe(true);

    for (const token of [admin2, operador, gestor]) {
      expect(((await pedir('GET', '/api/trabajos', token)).json() as Trabajo[]).some((t) => t.id === id)).toBe(false);
      const res = await pedir('GET', `/api/trabajos/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MENSAJES.noEncontrado });
      expect((await pedir('DELETE', `/api/trabajos/${id}`, token)).statusCode).toBe(404);
    }
  });

  it('the file: only through its own signed link; a link of another job, a forged or missing signature is 404; an expired one 403', async () => {
    expect((await descargar(fin.enlace?.url ?? '')).statusCode).toBe(200);
    const mio = await esperarFin(operador, await encolar(operador, { tipo: 'exportar_callcenter' }));
    const firma = new URL(mio.enlace?.url ?? '', 'http://x').search;
    const ajena = await descargar(`/api/trabajos/${id}/archivo${firma}`);
    expect(ajena.statusCode).toBe(404);
    expect((await descargar(`/api/trabajos/${id}/archivo?exp=9999999999&sig=abc`)).statusCode).toBe(404);
    expect((await descargar(`/api/trabajos/${id}/archivo`)).statusCode).toBe(422);
    const alterado = (fin.enlace?.url ?? '').replace(/exp=\d+/, 'exp=1000');
    expect((await descargar(alterado)).statusCode).toBe(404);
    const dueno = await ctx.userId('supervisor@verifica.mx');
    const vencido = await descargar(`/api/trabajos/${id}/archivo?exp=1000&sig=${firmarRecurso(TEST_JWT_SECRET, `trabajo/${id}/${dueno}`, 1000)}`);
    expect(vencido.statusCode).toBe(403);
    expect(vencido.json()).toEqual({ message: MENSAJES_API.enlaceExpirado });
  });

  it('DELETE of a finished job is 409 and changes nothing', async () => {
    const res = await pedir('DELETE', `/api/trabajos/${id}`, supervisor);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MENSAJES_TRABAJOS.yaTermino });
    expect((await leerTrabajo(supervisor, id)).estado).toBe('terminado');
  });
});

describe('import jobs', () => {
  const contar = async (prefijo: string) =>
    (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(like(solicitudes.folio_solicitud, `${prefijo}%`)))[0]?.n ?? 0;
  const entradas = () => readdirSync(path.join(ctx.config.dataDir, 'trabajos')).filter((f) => f.startsWith('entrada-'));
  /** The upload is deleted right after the job's end is recorded. */
  const sinEntradas = async () => {
    for (let i = 0; i < 100 && entradas().length > 0; i++) await new Promise((listo) => setTimeout(listo, 20));
    return entradas();
  };

  it('a good file: every row stored in the agency, resultado with insertados; the upload is deleted afterwards', async () => {
    const datos = await xlsx([['Folio', 'Nombre'], ['TJ-1', 'Ana'], ['TJ-2', 'Luis']]);
    const res = await encolarCarga(admin, { nombre: 'carga.xlsx', datos });
    expect(res.statusCode).toBe(202);
    const fin = await esperarFin(admin, (res.json() as { id: number }).id);
    expect(fin).toMatchObject({ tipo: 'importar_solicitudes', estado: 'terminado', hechos: 2, resultado: { message: MENSAJES.archivoCargado, insertados: 2 }, enlace: null });
    expect(await contar('TJ-')).toBe(2);
    expect(await sinEntradas()).toEqual([]);
  });

  it('a file with errors: fallido, nothing stored, every "Fila N" line in resultado.errores (a folio already stored too, after a bad row)', async () => {
    const datos = await xlsx([['Folio', 'Nombre', 'CP'], ['TK-1', 'Bien', '01000'], ['TK-2', 'Mal', 'abc'], ['TJ-1', 'Existe', '01000']]);
    const fin = await esperarFin(admin, ((await encolarCarga(admin, { nombre: 'malo.xlsx', datos })).json() as { id: number }).id);
    expect(fin).toMatchObject({ estado: 'fallido', error: MENSAJES_TRABAJOS.cargaConErrores, resultado: { message: MENSAJES.errorArchivo } });
    expect(fin.resultado?.errores).toEqual([expect.stringMatching(/^Fila 3: /), 'Fila 4: El folio TJ-1 ya existe en la agencia']);
    expect(await contar('TK-')).toBe(0);
    expect(await sinEntradas()).toEqual([]);
  });

  it('refused when queued: no file, a file the upload never reads, a global user without agency; the same rules as load_file', async () => {
    expect((await encolarCarga(admin, { nombre: 'notas.txt', datos: Buffer.from('hola') })).statusCode).toBe(422);
    const sinAgencia = await encolarCarga(superadmin, { nombre: 'carga.csv', datos: Buffer.from('Folio\nTL-1\n') });
    expect(sinAgencia.statusCode).toBe(422);
    const conAgencia = await encolarCarga(superadmin, { nombre: 'carga.csv', datos: Buffer.from('Folio\nTL-1\n') }, { agencia_id: String(agencia1) });
    expect(conAgencia.statusCode).toBe(202);
    expect((await esperarFin(superadmin, (conAgencia.json() as { id: number }).id)).estado).toBe('terminado');
    expect(await contar('TL-')).toBe(1);
    const json = await pedir('POST', '/api/trabajos', admin, { tipo: 'importar_solicitudes' });
    expect(json.statusCode).toBe(422);
    expect(existsSync(path.join(ctx.config.dataDir, 'trabajos'))).toBe(true);
  });
});
