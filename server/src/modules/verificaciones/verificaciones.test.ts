import { and, eq } from 'drizzle-orm';
import { MENSAJES, MENSAJES_SOLICITUDES, verificacionSchema } from '@verifica/contracts';
import { auditLog, solicitudes, verificaciones } from '../../db/schema';
import { solidPng } from '../../db/seed/png';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { sinAsignar } from '../../../test/asignadas';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, gestor } from '../../../test/archivo';

let gestorId: number;

contextoDelArchivo({ solicitudes: 60 });
beforeAll(async () => {
  gestorId = await ctx.userId('gestor@verifica.mx');
});

/** A JPEG's headers (APP0, then a baseline frame of the given size) and a few bytes of data. */
function jpeg(ancho: number, alto: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, alto >> 8, alto & 0xff, ancho >> 8, ancho & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);
}
const JPEG = jpeg(640, 480);
/** Only a PNG's signature and IHDR: what a header-only check reads. */
function cabeceraPng(ancho: number, alto: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(ancho, 8);
  ihdr.writeUInt32BE(alto, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

function multipart(campos: Record<string, string>, fotos: { nombre: string; datos: Buffer }[]) {
  const boundary = '----foto' + Math.random().toString(16).slice(2);
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of fotos) {
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagenes"; filename="${f.nombre}"\r\nContent-Type: image/jpeg\r\n\r\n`), f.datos, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
function alta(token: string, campos: Record<string, string>, fotos: { nombre: string; datos: Buffer }[]) {
  const m = multipart(campos, fotos);
  return ctx.app.inject({ method: 'POST', url: '/api/verificaciones', headers: { ...ctx.auth(token), ...m.headers }, payload: m.payload });
}

/** An unverified request of agency 1 assigned to gestor@. */
async function asignadaAlGestor(): Promise<number> {
  const [id] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
  if (id === undefined) throw new Error('sin solicitudes libres');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes_encuestador', headers: ctx.auth(admin), payload: { seleccionados: [id], usuario_id: gestorId } });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('POST /api/verificaciones (gestor intake)', () => {
  it('the assigned gestor records the visit with photos; the request becomes Verificada; photos load by signed URL', async () => {
    const id = await asignadaAlGestor();
    const res = await alta(
      gestor,
      { solicitud_id: String(id), atendio_usuario: 'false', nombre: 'Rosa Díaz', parentesco: 'Madre', tiene_vehiculo: 'true', marca: 'Nissan', modelo: 'Versa', comentario: 'Domicilio correcto', latitude: '19.4326', longitude: '-99.1332' },
      [
        { nombre: 'a.jpg', datos: JPEG },
        { nombre: 'b.png', datos: solidPng(4, 4, [10, 20, 30]) },
      ],
    );
    expect(res.statusCode).toBe(201);
    const v = verificacionSchema.parse(res.json());
    expect(v).toMatchObject({ solicitud_id: id, atendio_usuario: false, nombre: 'Rosa Díaz', parentesco: 'Madre', marca: 'Nissan', position: { latitude: 19.4326, longitude: -99.1332 } });
    expect(v.imagenes).toHaveLength(2);
    const foto = await ctx.app.inject({ method: 'GET', url: v.imagenes[0]?.url ?? '' });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
    expect(foto.rawPayload.equals(JPEG)).toBe(true);
    const lista = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes?asignadas=3&rowsPerPage=-1`, headers: ctx.auth(admin) });
    expect(lista.json().find((r: { id: number }) => r.id === id)).toMatchObject({ verificado: true, verificacion_id: v.id });
    expect((await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'verificar'), eq(auditLog.entidad_id, String(v.id))))).length).toBe(1);
    // Once verified, it cannot be verified again nor reassigned.
    const otra = await alta(gestor, { solicitud_id: String(id), latitude: '19', longitude: '-99' }, [{ nombre: 'a.jpg', datos: JPEG }]);
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors.solicitud_id).toEqual([MENSAJES_SOLICITUDES.verificacionExistente]);
  });

  it('photos are measured from their headers, never decoded: a 20000×20000 PNG or a JPEG too large or without a frame is refused', async () => {
    const id = await asignadaAlGestor();
    const campos = { solicitud_id: String(id), latitude: '19.4', longitude: '-99.1' };
    for (const [datos, mensaje] of [
      [cabeceraPng(20_000, 20_000), MENSAJES_SOLICITUDES.fotoDimensiones],
      [cabeceraPng(12_000, 5_000), MENSAJES_SOLICITUDES.fotoDimensiones],
      [jpeg(30_000, 100), MENSAJES_SOLICITUDES.fotoDimensiones],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]), MENSAJES_SOLICITUDES.fotoInvalida],
      [cabeceraPng(0, 10), MENSAJES_SOLICITUDES.fotoInvalida],
    ] as const) {
      const res = await alta(gestor, campos, [{ nombre: 'a.jpg', datos: JPEG }, { nombre: 'bomba.png', datos }]);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: { message: MENSAJES.datosInvalidos, errors: { imagenes: [mensaje] } } });
    }
    const [v] = await ctx.db.select({ id: verificaciones.id }).from(verificaciones).where(eq(verificaciones.solicitud_id, id));
    expect(v).toBeUndefined();
    // The largest allowed is accepted.
    expect((await alta(gestor, campos, [{ nombre: 'b.png', datos: cabeceraPng(10_000, 5_000) }])).statusCode).toBe(201);
  });

  it('refuses a text file renamed .jpg, no photos, too many, missing position; another gestor -> 403; other agency -> 404', async () => {
    const id = await asignadaAlGestor();
    const campos = { solicitud_id: String(id), latitude: '19.4', longitude: '-99.1' };
    const texto = await alta(gestor, campos, [{ nombre: 'foto.jpg', datos: Buffer.from('esto es texto, no una foto') }]);
    expect(texto.statusCode).toBe(422);
    expect(texto.json().errors.imagenes).toEqual([MENSAJES_SOLICITUDES.fotoInvalida]);
    expect((await alta(gestor, campos, [])).json().errors.imagenes).toEqual([MENSAJES_SOLICITUDES.fotosRequeridas]);
    const once = Array.from({ length: 11 }, (_, i) => ({ nombre: `${i}.jpg`, datos: JPEG }));
    expect((await alta(gestor, campos, once)).json().errors.imagenes).toEqual([MENSAJES_SOLICITUDES.fotosRequeridas]);
    const sinPos = await alta(gestor, { solicitud_id: String(id) }, [{ nombre: 'a.jpg', datos: JPEG }]);
    expect(sinPos.statusCode).toBe(422);
    expect(Object.keys(sinPos.json().errors).sort()).toEqual(['latitude', 'longitude']);
    const grande = await alta(gestor, campos, [{ nombre: 'g.jpg', datos: Buffer.concat([JPEG, Buffer.alloc(9 * 1024 * 1024)]) }]);
    expect(grande.statusCode).toBe(413);
    expect(grande.json().errors.file).toEqual([MENSAJES_SOLICITUDES.fotoDemasiadoGrande]);
    const otroGestor = await ctx.tokenFor('gestor1.centro@verifica.mx');
    const ajeno = await alta(otroGestor, campos, [{ nombre: 'a.jpg', datos: JPEG }]);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe(MENSAJES_SOLICITUDES.noAsignadaAlGestor);
    expect((await alta(admin, campos, [{ nombre: 'a.jpg', datos: JPEG }])).statusCode).toBe(403);
    expect((await alta(admin2, campos, [{ nombre: 'a.jpg', datos: JPEG }])).statusCode).toBe(404);
    expect(await ctx.db.select().from(verificaciones).where(eq(verificaciones.solicitud_id, id))).toEqual([]);
  });
});

describe('PUT /api/verificaciones/{id}', () => {
  async function unaVerificacion(agenciaId: number) {
    const [v] = await ctx.db
      .select({ id: verificaciones.id, solicitud_id: verificaciones.solicitud_id })
      .from(verificaciones)
      .innerJoin(solicitudes, eq(solicitudes.id, verificaciones.solicitud_id))
      .where(eq(solicitudes.agencia_id, agenciaId))
      .limit(1);
    if (!v) throw new Error('sin verificaciones');
    return v;
  }

  it('edits the visit; no vehicle clears brand and model; audited; other agency 404; 422; 403', async () => {
    const v = await unaVerificacion(agencia1);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/verificaciones/${v.id}`,
      headers: ctx.auth(admin),
      payload: { atendio_usuario: false, nombre: 'Juan', parentesco: 'Hermano', tiene_vehiculo: false, marca: 'X', comentario: 'Corregido', position: { latitude: 20.1, longitude: -100.2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: v.id, nombre: 'Juan', parentesco: 'Hermano', tiene_vehiculo: false, marca: null, modelo: null, comentario: 'Corregido', position: { latitude: 20.1, longitude: -100.2 } });
    expect((await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'actualizar'), eq(auditLog.entidad, 'verificaciones'), eq(auditLog.entidad_id, String(v.id))))).length).toBe(1);
    const ajena = await unaVerificacion(agencia2);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/verificaciones/${ajena.id}`, headers: ctx.auth(admin), payload: { atendio_usuario: true, tiene_vehiculo: false } })).statusCode).toBe(404);
    const mala = await ctx.app.inject({ method: 'PUT', url: `/api/verificaciones/${v.id}`, headers: ctx.auth(admin), payload: { atendio_usuario: 'quizá' } });
    expect(mala.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/verificaciones/${v.id}`, headers: ctx.auth(gestor), payload: { atendio_usuario: true, tiene_vehiculo: false } })).statusCode).toBe(403);
  });

  it('"Tiene vehículo" without Marca or Modelo is refused with both fields named; nothing changes', async () => {
    const v = await unaVerificacion(agencia1);
    const antes = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${v.solicitud_id}`, headers: ctx.auth(admin) });
    const vacia = await ctx.app.inject({
      method: 'PUT',
      url: `/api/verificaciones/${v.id}`,
      headers: ctx.auth(admin),
      payload: { atendio_usuario: true, tiene_vehiculo: true, marca: '', modelo: '  ', comentario: 'Con coche' },
    });
    expect(vacia.statusCode).toBe(422);
    expect(vacia.json().errors).toEqual({ marca: [MENSAJES_SOLICITUDES.marcaRequerida], modelo: [MENSAJES_SOLICITUDES.modeloRequerido] });
    const soloMarca = await ctx.app.inject({ method: 'PUT', url: `/api/verificaciones/${v.id}`, headers: ctx.auth(admin), payload: { atendio_usuario: true, tiene_vehiculo: true, marca: 'Nissan', modelo: null } });
    expect(soloMarca.statusCode).toBe(422);
    expect(soloMarca.json().errors).toEqual({ modelo: [MENSAJES_SOLICITUDES.modeloRequerido] });
    const despues = await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${v.solicitud_id}`, headers: ctx.auth(admin) });
    // The photos' links are signed anew on every read (their expiry moves with the clock): compared without the signature.
    const sinFirma = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/\?exp=\d+&sig=[\w-]+/g, '')) as unknown;
    expect(sinFirma(despues.json().verificacion)).toEqual(sinFirma(antes.json().verificacion));
    const completa = await ctx.app.inject({ method: 'PUT', url: `/api/verificaciones/${v.id}`, headers: ctx.auth(admin), payload: { atendio_usuario: true, tiene_vehiculo: true, marca: 'Nissan', modelo: 'Versa' } });
    expect(completa.statusCode).toBe(200);
    expect(completa.json()).toMatchObject({ tiene_vehiculo: true, marca: 'Nissan', modelo: 'Versa' });
  });

  it('the intake with a vehicle and no Marca or Modelo is refused', async () => {
    const id = await asignadaAlGestor();
    const res = await alta(gestor, { solicitud_id: String(id), tiene_vehiculo: 'true', marca: 'Nissan', latitude: '19.4', longitude: '-99.1' }, [{ nombre: 'a.jpg', datos: JPEG }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ modelo: [MENSAJES_SOLICITUDES.modeloRequerido] });
    expect(await ctx.db.select().from(verificaciones).where(eq(verificaciones.solicitud_id, id))).toEqual([]);
  });
});
