import { eq, sql } from 'drizzle-orm';
import type { EntradaBitacora, Paged } from '@verifica/contracts';
import { agencias, auditLog, solicitudes, usuarios } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { nombreCompleto } from '../../lib/nombre';
import { encolar, esperarFin, hojaDe, pedir as pedirTrabajo } from '../../../test/trabajos';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, gestor, operador, superadmin, supervisor } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 12, env: { TRABAJOS_INTERVALO_MS: '20' } });

/** The entries this file writes, by name, with their audit ids. */
const e: Record<string, number> = {};
let s1 = { id: 0, folio: '' };
let s2 = { id: 0, folio: '' };
const u: Record<string, number> = {};
let nombreSuperadmin = '';
let nombreAgencia1 = '';

const get = (token: string | null, q = '') => ctx.app.inject({ method: 'GET', url: `/api/bitacora${q}`, headers: token ? ctx.auth(token) : {} });
async function pagina(token: string, q = ''): Promise<Paged<EntradaBitacora>> {
  const res = await get(token, q);
  expect(res.statusCode).toBe(200);
  return res.json() as Paged<EntradaBitacora>;
}
const nombresDe = (p: { data: EntradaBitacora[] } | EntradaBitacora[]) => {
  const porId = new Map(Object.entries(e).map(([k, v]) => [v, k]));
  return (Array.isArray(p) ? p : p.data).map((x) => porId.get(x.id) ?? `otra:${x.accion}:${x.entidad}`);
};
const ultimo = async () => Number((await ctx.db.select({ id: sql<number>`max(${auditLog.id})` }).from(auditLog))[0]?.id);

beforeAll(async () => {
  for (const c of ['superadmin', 'admin', 'admin2', 'operador']) {
    const [r] = await ctx.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.correo, `${c}@verifica.mx`));
    u[c] = r?.id ?? 0;
  }
  const [yo] = await ctx.db.select({ id: usuarios.id, nombre: usuarios.nombre, apellido_paterno: usuarios.apellido_paterno, apellido_materno: usuarios.apellido_materno }).from(usuarios).where(eq(usuarios.id, u.superadmin ?? 0));
  nombreSuperadmin = yo ? nombreCompleto(yo) : '';
  nombreAgencia1 = (await ctx.db.select({ nombre: agencias.nombre }).from(agencias).where(eq(agencias.id, agencia1)))[0]?.nombre ?? '';
  const una = async (agencia: number) => {
    const [r] = await ctx.db.select({ id: solicitudes.id, folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia)).limit(1);
    if (!r) throw new Error('sin solicitud');
    return r;
  };
  [s1, s2] = [await una(agencia1), await una(agencia2)];
  const [usuario2] = await ctx.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.agencia_id, agencia2)).limit(1);
  await ctx.db.delete(auditLog);

  const escribir = async (nombre: string, entrada: Parameters<typeof audit>[1]) => {
    await audit(ctx.db, { ip: '10.0.0.1', ...entrada });
    e[nombre] = await ultimo();
  };
  await escribir('editadaA1', { usuario_id: u.superadmin ?? 0, accion: 'actualizar', entidad: 'solicitudes', entidad_id: s1.id, datos: { antes: { nombre: 'Ana' }, despues: { nombre: 'Ana María' } } });
  await escribir('editadaA2', { usuario_id: u.superadmin ?? 0, accion: 'actualizar', entidad: 'solicitudes', entidad_id: s2.id, datos: { antes: { cp: '01000' }, despues: { cp: '02000' } } });
  await escribir('reasignadaA1', { usuario_id: u.admin ?? 0, accion: 'reasignar', entidad: 'solicitudes_operadores', entidad_id: s1.id, datos: { de: 11, a: 12 } });
  await escribir('usuarioA2', { usuario_id: u.admin2 ?? 0, accion: 'actualizar', entidad: 'usuarios', entidad_id: usuario2?.id ?? 0, datos: { antes: { activo: true }, despues: { activo: false } } });
  await escribir('desasignadasDos', { usuario_id: u.superadmin ?? 0, accion: 'desasignar', entidad: 'solicitudes_encuestadores', entidad_id: null, datos: { solicitudes: [s1.id, s2.id] } });
  await escribir('llamadaA1', { usuario_id: u.operador ?? 0, accion: 'guardar', entidad: 'verificaciones_operadores', entidad_id: 99, datos: { solicitud_id: s1.id } });
  await escribir('agenciaA2', { usuario_id: u.superadmin ?? 0, accion: 'actualizar', entidad: 'agencias', entidad_id: agencia2, datos: { antes: { nombre: 'X' }, despues: { nombre: 'Y' } } });
  // A real change through the API: admin@ saves a view of this screen (entidad vistas, admin@'s agency).
  const vista = await ctx.app.inject({ method: 'POST', url: '/api/vistas', headers: ctx.auth(admin), payload: { nombre: 'Cambios de hoy', pantalla: 'bitacora', consulta: { accion: 'actualizar' } } });
  expect(vista.statusCode).toBe(201);
  e.vistaA1 = await ultimo();
  // One entry on 15 January 2026 (Mexico City), for the date filter.
  await ctx.db.update(auditLog).set({ created_at: new Date('2026-01-15T16:00:00Z') }).where(eq(auditLog.id, e.editadaA1 ?? 0));
});

describe('GET /api/bitacora: permission and scope', () => {
  it('answers 401 without a session and 403 to supervisor, operador and gestor', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const t of [supervisor, operador, gestor]) expect((await get(t)).statusCode).toBe(403);
  });

  it('a global user sees every entry, newest first', async () => {
    const p = await pagina(superadmin);
    expect(nombresDe(p)).toEqual(['vistaA1', 'agenciaA2', 'llamadaA1', 'desasignadasDos', 'usuarioA2', 'reasignadaA1', 'editadaA2', 'editadaA1']);
    expect(p.totalItems).toBe(8);
  });

  it("an agency's administrator sees only their agency's entries, whatever agencia_id they ask for", async () => {
    const mias = ['vistaA1', 'llamadaA1', 'reasignadaA1', 'editadaA1'];
    expect(nombresDe(await pagina(admin))).toEqual(mias);
    expect(nombresDe(await pagina(admin, `?agencia_id=${agencia2}`))).toEqual(mias);
    expect(nombresDe(await pagina(admin2))).toEqual(['agenciaA2', 'usuarioA2', 'editadaA2']);
  });

  it('an entry whose requests span two agencies is seen only by global users', async () => {
    expect(nombresDe(await pagina(admin, `?folio=${s2.folio}`))).toEqual([]);
    expect(nombresDe(await pagina(admin2, `?folio=${s2.folio}`))).toEqual(['editadaA2']);
    expect(nombresDe(await pagina(superadmin, `?folio=${s2.folio}`))).toEqual(['desasignadasDos', 'editadaA2']);
  });

  it("a callback's scheduling belongs to its request's agency, with its folio", async () => {
    await audit(ctx.db, { usuario_id: u.operador ?? 0, accion: 'programar', entidad: 'rellamadas', entidad_id: 5, datos: { solicitud_id: s1.id, fecha: '2026-03-01 10:00', nota: 'Tarde' }, ip: '10.0.0.1' });
    const id = await ultimo();
    try {
      const [propia] = (await pagina(admin, '?entidad=rellamadas')).data;
      expect(propia).toMatchObject({ id, accion: 'programar', solicitud_id: s1.id, folio: s1.folio, agencia_id: agencia1, datos: { solicitud_id: s1.id, fecha: '2026-03-01 10:00', nota: 'Tarde' } });
      expect((await pagina(admin2, '?entidad=rellamadas')).data).toEqual([]);
      expect((await pagina(admin, `?folio=${s1.folio}&accion=programar`)).data.map((x) => x.id)).toEqual([id]);
    } finally {
      await ctx.db.delete(auditLog).where(eq(auditLog.id, id));
    }
  });

  it('a global user may narrow to one agency', async () => {
    expect(nombresDe(await pagina(superadmin, `?agencia_id=${agencia2}`))).toEqual(['agenciaA2', 'usuarioA2', 'editadaA2']);
  });

  it('"Todos" (the whole list as an array) keeps the scope', async () => {
    const res = await get(admin, '?rowsPerPage=-1');
    expect(res.statusCode).toBe(200);
    expect(nombresDe(res.json() as EntradaBitacora[])).toEqual(['vistaA1', 'llamadaA1', 'reasignadaA1', 'editadaA1']);
  });
});

describe('GET /api/bitacora: what an entry says', () => {
  it('who, when, which record, which action, the fields before and after', async () => {
    const [editada] = (await pagina(admin, '?entidad=solicitudes')).data;
    expect(editada).toEqual({
      id: e.editadaA1,
      fecha: '2026-01-15 10:00:00',
      usuario_id: u.superadmin,
      usuario: nombreSuperadmin,
      accion: 'actualizar',
      entidad: 'solicitudes',
      entidad_id: String(s1.id),
      solicitud_id: s1.id,
      folio: s1.folio,
      agencia_id: agencia1,
      agencia: expect.any(String),
      antes: { nombre: 'Ana' },
      despues: { nombre: 'Ana María' },
      datos: null,
      ip: '10.0.0.1',
    });
  });

  it('a reassignment shows the assignee before and after', async () => {
    const [r] = (await pagina(admin, '?accion=reasignar')).data;
    expect(r).toMatchObject({ antes: { usuario_id: 11 }, despues: { usuario_id: 12 }, datos: null, folio: s1.folio });
  });
});

describe('GET /api/bitacora: filters', () => {
  it('by user, action and record type', async () => {
    expect(nombresDe(await pagina(superadmin, `?usuario_id=${u.admin}`))).toEqual(['vistaA1', 'reasignadaA1']);
    expect(nombresDe(await pagina(superadmin, '?accion=actualizar'))).toEqual(['agenciaA2', 'usuarioA2', 'editadaA2', 'editadaA1']);
    expect(nombresDe(await pagina(superadmin, '?entidad=usuarios'))).toEqual(['usuarioA2']);
  });

  it('by folio (case-insensitive): the request, its assignments and its verifications', async () => {
    expect(nombresDe(await pagina(admin, `?folio=${s1.folio.toLowerCase()}`))).toEqual(['llamadaA1', 'reasignadaA1', 'editadaA1']);
    expect(nombresDe(await pagina(superadmin, `?folio=${s1.folio}`))).toEqual(['llamadaA1', 'desasignadasDos', 'reasignadaA1', 'editadaA1']);
  });

  it('by date range, days of the business time zone', async () => {
    expect(nombresDe(await pagina(superadmin, '?fecha_desde=2026-01-15&fecha_hasta=2026-01-15'))).toEqual(['editadaA1']);
    expect(nombresDe(await pagina(superadmin, '?fecha_desde=2026-01-16&fecha_hasta=2026-01-31'))).toEqual([]);
  });

  it('pages and sorts', async () => {
    const p = await pagina(superadmin, '?rowsPerPage=3&page=2');
    expect(p).toMatchObject({ total: 3, current_page: 2, totalItems: 8 });
    expect(nombresDe(p)).toEqual(['desasignadasDos', 'usuarioA2', 'reasignadaA1']);
    expect(nombresDe(await pagina(admin, '?sortBy=fecha&descending=false'))).toEqual(['editadaA1', 'reasignadaA1', 'llamadaA1', 'vistaA1']);
    expect((await pagina(superadmin, '?rowsPerPage=5&page=9')).totalItems).toBe(8);
  });

  it('a bad filter is a 422 in Spanish, never a 500', async () => {
    const fechas = await get(superadmin, '?fecha_desde=2026-02-01&fecha_hasta=2026-01-01');
    expect(fechas.statusCode).toBe(422);
    expect(fechas.json()).toMatchObject({ errors: { fecha_hasta: ['La fecha hasta no puede ser anterior a la fecha desde'] } });
    const accion = await get(superadmin, "?accion=x';drop");
    expect(accion.statusCode).toBe(422);
    expect(accion.json()).toMatchObject({ errors: { accion: ['La acción no es válida'] } });
    expect((await get(superadmin, '?usuario_id=0x1')).statusCode).toBe(422);
  });
});

describe('Exportar a Excel: the job exportar_bitacora', () => {
  /** The rows of the job's workbook (header first), each cell as text. */
  async function exportar(token: string, filtro: object = {}): Promise<string[][]> {
    const fin = await esperarFin(token, await encolar(token, { tipo: 'exportar_bitacora', ...filtro }));
    expect(fin.estado).toBe('terminado');
    expect(fin.nombre_archivo).toMatch(/^bitacora-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const res = await ctx.app.inject({ method: 'GET', url: fin.enlace?.url ?? '' });
    expect(res.statusCode).toBe(200);
    const hoja = await hojaDe(res.rawPayload);
    const filas: string[][] = [];
    hoja.eachRow((fila) => filas.push(Array.from((fila.values as unknown[]).slice(1), (v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
    return filas;
  }

  it("an agency's administrator exports only their agency's entries, in the list's order, whatever agencia_id they ask for", async () => {
    const [encabezado, ...resto] = await exportar(admin, { agencia_id: agencia2 });
    expect(encabezado).toEqual(['Fecha', 'Usuario', 'Acción', 'Tipo de registro', 'Registro', 'Folio', 'Antes', 'Después', 'Datos', 'IP']);
    // The job's own creation is an entry of admin@'s agency too (a job is its author's).
    expect(resto.map((f) => `${f[2]} ${f[3]}`)).toEqual(['Crear Trabajo', 'Crear Vista guardada', 'Guardar llamada Verificación por llamada', 'Reasignar Asignación a operador', 'Actualizar Solicitud']);
    expect(JSON.stringify(resto)).not.toContain('02000');
    expect(resto.at(-1)).toEqual(['2026-01-15T10:00:00.000Z', nombreSuperadmin, 'Actualizar', 'Solicitud', String(s1.id), s1.folio, '{"nombre":"Ana"}', '{"nombre":"Ana María"}', '', '10.0.0.1']);
  });

  it("admin2@'s export never holds admin@'s agency's entries; a global user's holds both and the Agencia column; the filters apply", async () => {
    const otra = await exportar(admin2);
    expect(otra.slice(1).map((f) => `${f[2]} ${f[3]}`)).toEqual(['Crear Trabajo', 'Actualizar Agencia', 'Actualizar Usuario', 'Actualizar Solicitud']);
    expect(JSON.stringify(otra)).not.toContain('Ana María');
    const [encabezado, ...todas] = await exportar(superadmin);
    expect(encabezado).toContain('Agencia');
    expect(todas.map((f) => f[6])).toContain(nombreAgencia1);
    expect(JSON.stringify(todas)).toContain('Ana María');
    expect(JSON.stringify(todas)).toContain('02000');
    expect((await exportar(superadmin, { entidad: 'usuarios' })).slice(1).map((f) => f[2])).toEqual(['Actualizar']);
    const soloA2 = await exportar(superadmin, { agencia_id: agencia2, accion: 'actualizar' });
    expect(soloA2.slice(1).map((f) => f[3])).toEqual(['Agencia', 'Usuario', 'Solicitud']);
  });

  it('only is_admin may start it (403); a bad filter is a 422 in Spanish', async () => {
    for (const t of [supervisor, operador, gestor]) expect((await pedirTrabajo('POST', '/api/trabajos', t, { tipo: 'exportar_bitacora' })).statusCode).toBe(403);
    const mal = await pedirTrabajo('POST', '/api/trabajos', superadmin, { tipo: 'exportar_bitacora', fecha_desde: '2026-02-01', fecha_hasta: '2026-01-01' });
    expect(mal.statusCode).toBe(422);
    expect(mal.json()).toMatchObject({ errors: { fecha_hasta: ['La fecha hasta no puede ser anterior a la fecha desde'] } });
    expect((await get(admin, '/exportar')).statusCode).toBe(404);
  });
});
