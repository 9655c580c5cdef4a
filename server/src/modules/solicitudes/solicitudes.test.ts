import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MENSAJES, MENSAJES_API, solicitudDetalleSchema } from '@verifica/contracts';
import { auditLog, solicitudes, solicitudesOperadores, verificacionImagenes, verificaciones, verificacionesOperadores } from '../../db/schema';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';

contextoDelArchivo({ solicitudes: 200 });

async function unaSolicitud(agenciaId: number) {
  const [s] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.agencia_id, agenciaId)).orderBy(solicitudes.id).limit(1);
  if (!s) throw new Error('sin solicitudes en la agencia');
  return s;
}

const folio = (token: string, folio_solicitud: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/solicitudes/folio', headers: ctx.auth(token), payload: { folio_solicitud } });

describe('POST /api/solicitudes/folio', () => {
  it('returns the full detail of a folio of the own agency', async () => {
    const s = await unaSolicitud(agencia1);
    const res = await folio(admin, s.folio_solicitud);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(() => solicitudDetalleSchema.parse(body)).not.toThrow();
    expect(body).toMatchObject({ id: s.id, folio_solicitud: s.folio_solicitud, agencia_id: agencia1, agencia: { id: agencia1, nombre: 'Agencia Centro' } });
    expect(body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('400 "No se encontró el folio" for an unknown folio and for a folio of another agency', async () => {
    const unknown = await folio(admin, 'NO-EXISTE-123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MENSAJES.folioNoEncontrado });
    const otra = await unaSolicitud(agencia2);
    const res = await folio(admin, otra.folio_solicitud);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MENSAJES.folioNoEncontrado });
    // The global user sees it.
    expect((await folio(superadmin, otra.folio_solicitud)).statusCode).toBe(200);
  });

  it('422 for an empty or non-string folio; 401 without token', async () => {
    const empty = await folio(admin, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.folio_solicitud).toEqual(['El folio es obligatorio']);
    expect((await folio(admin, { $ne: 1 })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/folio', payload: { folio_solicitud: '1' } })).statusCode).toBe(401);
  });

  it('treats SQL-looking input as data', async () => {
    const res = await folio(admin, "1' OR '1'='1");
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/solicitudes/:id', () => {
  it('admin@ gets 404 (no data) for a solicitud of admin2@ agency, admin2@ gets it', async () => {
    const s = await unaSolicitud(agencia2);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${s.id}`, headers: ctx.auth(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MENSAJES.noEncontrado });
    expect(res.body).not.toContain(s.folio_solicitud);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${s.id}`, headers: ctx.auth(admin2) });
    expect(own.statusCode).toBe(200);
    expect(own.json().folio_solicitud).toBe(s.folio_solicitud);
  });

  it('404 for a missing id, 422 for a bad id (never 500)', async () => {
    for (const [url, status] of [
      ['/api/solicitudes/99999999', 404],
      ['/api/solicitudes/abc', 422],
      ['/api/solicitudes/-1', 422],
      ['/api/solicitudes/1.5', 422],
      ['/api/solicitudes/99999999999999999999', 422],
      ["/api/solicitudes/1%27%20OR%201=1", 422],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(superadmin) });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
    }
  });

  it('reports assignments, call verification and tiempo_esperando', async () => {
    // A request waiting with an operator and no call verification.
    const [row] = await ctx.db
      .select({ id: solicitudes.id, asignado: solicitudesOperadores.created_at })
      .from(solicitudes)
      .innerJoin(solicitudesOperadores, and(eq(solicitudesOperadores.solicitud_id, solicitudes.id), eq(solicitudesOperadores.activo, true)))
      .leftJoin(verificacionesOperadores, eq(verificacionesOperadores.solicitud_id, solicitudes.id))
      .where(isNull(verificacionesOperadores.id))
      .limit(1);
    expect(row).toBeDefined();
    if (!row) return;
    // Make it deterministic: assigned three days ago.
    await ctx.db.update(solicitudesOperadores).set({ created_at: sql`now() - interval '3 days'` }).where(eq(solicitudesOperadores.solicitud_id, row.id));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${row.id}`, headers: ctx.auth(superadmin) });
    const body = res.json();
    expect(body.verify).toBe(false);
    expect(body.tiempo_esperando).toBe(3);
    expect(body.solicitud_operador.operador.nombre_completo).toBe(body.operador);

    const [fin] = await ctx.db.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.finalizado, true)).limit(1);
    if (!fin) return;
    const done = (await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${fin.solicitud_id}`, headers: ctx.auth(superadmin) })).json();
    expect(done.verify).toBe(true);
    expect(done.verify_finalizado).toBe(true);
    expect(done.tiempo_esperando).toBeNull();
    expect(done.verificacion_operador.hora_verificacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(done.verificacion_operador).toHaveProperty('ref1_conocen');
  });
});

describe('photos', () => {
  async function conFotos() {
    const [v] = await ctx.db
      .select({ solicitud_id: verificaciones.solicitud_id })
      .from(verificaciones)
      .innerJoin(verificacionImagenes, eq(verificacionImagenes.verificacion_id, verificaciones.id))
      .orderBy(desc(verificaciones.id))
      .limit(1);
    if (!v) throw new Error('sin fotos sembradas');
    const detalle = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${v.solicitud_id}`, headers: ctx.auth(superadmin) });
    return detalle.json().verificacion.imagenes as { id: number; url: string }[];
  }

  it('the detail carries signed URLs that load without a Bearer header', async () => {
    const imagenes = await conFotos();
    expect(imagenes.length).toBeGreaterThan(0);
    const url = imagenes[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/imagenes\/\d+\?exp=\d+&sig=[\w-]+$/);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('refuses tampered, re-targeted and expired signatures with JSON', async () => {
    const [img] = await conFotos();
    if (!img) throw new Error('sin fotos');
    const u = new URL(img.url, 'http://x');
    const sig = u.searchParams.get('sig') ?? '';
    const exp = Number(u.searchParams.get('exp'));
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      `/api/imagenes/${img.id}?exp=${exp}&sig=${tampered}`,
      `/api/imagenes/${img.id}?exp=${exp + 1000}&sig=${sig}`,
      `/api/imagenes/${img.id + 1}?exp=${exp}&sig=${sig}`,
      `/api/imagenes/${img.id}?exp=${exp}&sig=x`,
    ];
    for (const url of cases) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MENSAJES_API.enlaceInvalido });
    }
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/imagenes/${img.id}` });
    expect(missing.statusCode).toBe(422);

    const { signedImagenUrl } = await import('../../lib/signed-url');
    const old = signedImagenUrl(ctx.config.jwtSecret, img.id, 60, Date.now() - 3_600_000);
    const expired = await ctx.app.inject({ method: 'GET', url: old });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: MENSAJES_API.enlaceExpirado });
  });
});

describe('GET /api/solicitudes_pdf/:id', () => {
  it('renders a PDF for the own agency (Bearer or ?token=)', async () => {
    const s = await unaSolicitud(agencia1);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes_pdf/${s.id}`, headers: ctx.auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const q = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes_pdf/${s.id}?token=${admin}` });
    expect(q.statusCode).toBe(200);
  });

  it('404 for another agency, 401 without token', async () => {
    const s = await unaSolicitud(agencia2);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/solicitudes_pdf/${s.id}`, headers: ctx.auth(admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/solicitudes_pdf/${s.id}` })).statusCode).toBe(401);
    // ?token= is only accepted where the route opts in.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${s.id}?token=${admin2}` })).statusCode).toBe(401);
  });
});

describe('scope enforcement for users without agency', () => {
  it('a non-broad user with no agency is refused on agency routes (403), not shown everything', async () => {
    const { usuarios } = await import('../../db/schema');
    await ctx.db.update(usuarios).set({ agencia_id: null }).where(eq(usuarios.correo, 'supervisor@verifica.mx'));
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    const s = await unaSolicitud(agencia1);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${s.id}`, headers: ctx.auth(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MENSAJES.sinPermiso });
  });
});

describe('PUT /api/solicitudes/{id}', () => {
  const put = (token: string, id: number, payload: unknown) => ctx.app.inject({ method: 'PUT', url: `/api/solicitudes/${id}`, headers: ctx.auth(token), payload: payload as object });

  it('only comentario and position (internal data dialog); audited; the detail comes back', async () => {
    const s = await unaSolicitud(agencia1);
    const res = await put(admin, s.id, { comentario: 'Cliente pide visita por la tarde', position: { latitude: 19.43, longitude: -99.13 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.id, comentario: 'Cliente pide visita por la tarde', position: { latitude: 19.43, longitude: -99.13 }, nombre: s.nombre });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'actualizar'), eq(auditLog.entidad, 'solicitudes'), eq(auditLog.entidad_id, String(s.id))));
    expect(log?.datos).toMatchObject({ despues: { comentario: 'Cliente pide visita por la tarde' } });
    const sinPos = await put(admin, s.id, { position: null });
    expect(sinPos.json().position).toBeNull();
  });

  it('the whole solicitud; a folio of the agency already used -> 422; bad fields -> 422; other agency -> 404; 403', async () => {
    const [a, b] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.agencia_id, agencia1)).orderBy(solicitudes.id).offset(1).limit(2);
    if (!a || !b) throw new Error('faltan solicitudes');
    const res = await put(admin, a.id, { ...a, nombre: 'María', cp: '06700', fecha_captura: '2026-01-15', id: 999, agencia_id: agencia2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'María', cp: '06700', fecha_captura: '2026-01-15', agencia_id: agencia1 });
    const dup = await put(admin, a.id, { folio_solicitud: b.folio_solicitud });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ folio_solicitud: ['El folio ya existe en la agencia'] });
    const malo = await put(admin, a.id, { cp: 'abc', fecha_captura: '2026-13-01', position: { latitude: 100, longitude: 0 } });
    expect(malo.statusCode).toBe(422);
    expect(Object.keys(malo.json().errors).sort()).toEqual(['cp', 'fecha_captura', 'position.latitude']);
    const otra = await unaSolicitud(agencia2);
    expect((await put(admin, otra.id, { comentario: 'x' })).statusCode).toBe(404);
    expect((await put(await ctx.tokenFor('operador@verifica.mx'), a.id, { comentario: 'x' })).statusCode).toBe(403);
  });
});

describe('POST /api/solicitudes/duplicar', () => {
  const dup = (token: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/solicitudes/duplicar', headers: ctx.auth(token), payload: payload as object });

  it('folio + "-" + codigo, client data only, into the chosen agency (broad user); then the detail opens', async () => {
    const s = await unaSolicitud(agencia1);
    const res = await dup(superadmin, { solicitud_id: s.id, codigo: 'B', agencia_id: agencia2 });
    expect(res.statusCode).toBe(200);
    const { id, folio_solicitud, message } = res.json();
    expect({ folio_solicitud, message }).toEqual({ folio_solicitud: `${s.folio_solicitud}-B`, message: MENSAJES.folioDuplicado });
    const det = (await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${id}`, headers: ctx.auth(admin2) })).json();
    expect(det).toMatchObject({ agencia_id: agencia2, nombre: s.nombre, telefono: s.telefono, solicitud_encuestador: null, verificacion: null, verificacion_operador: null });
    // The same again -> 422 on codigo; a given folio that exists -> 422 on folio_solicitud.
    const otra = await dup(superadmin, { solicitud_id: s.id, codigo: 'B', agencia_id: agencia2 });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors).toEqual({ codigo: ['El folio ya existe en la agencia'] });
    const [x] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.agencia_id, agencia1)).orderBy(desc(solicitudes.id)).limit(1);
    const folio = await dup(superadmin, { solicitud_id: s.id, folio_solicitud: x?.folio_solicitud, agencia_id: agencia1 });
    expect(folio.json().errors).toEqual({ folio_solicitud: ['El folio ya existe en la agencia'] });
  });

  it('Duplicar is for broad users only (SPEC §3, §6): a scoped admin gets 403 and nothing is created; 422s', async () => {
    const s = await unaSolicitud(agencia1);
    const antes = (await ctx.db.select({ id: solicitudes.id }).from(solicitudes)).length;
    const res = await dup(admin, { solicitud_id: s.id, folio_solicitud: 'NUEVO-001', agencia_id: agencia1 });
    expect(res.statusCode).toBe(403);
    expect((await dup(admin, { solicitud_id: (await unaSolicitud(agencia2)).id, codigo: 'Z' })).statusCode).toBe(403);
    expect((await ctx.db.select({ id: solicitudes.id }).from(solicitudes)).length).toBe(antes);
    expect((await dup(superadmin, { solicitud_id: s.id })).json().errors).toEqual({ folio_solicitud: ['Escribe un código o un folio'] });
    expect((await dup(superadmin, { solicitud_id: s.id, codigo: 'C', agencia_id: 999999 })).json().errors).toEqual({ agencia_id: ['La agencia no existe'] });
    expect((await dup(superadmin, { solicitud_id: s.id, codigo: 'a b' })).statusCode).toBe(422);
  });
});
