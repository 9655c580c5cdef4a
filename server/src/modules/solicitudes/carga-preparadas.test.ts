import { eq, like, sql } from 'drizzle-orm';
import { MENSAJES } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { filasDe } from '../../db/filas';
import { admin, agencia1 as agencia, contextoDelArchivo, ctx } from '../../../test/archivo';
import { subirCarga } from '../../../test/multipart';
import { agregarALote, deshacerCargasInterrumpidas, FilasPreparadas, loteVacio } from './carga-preparadas';
import { CAMPOS } from './carga-validacion';

contextoDelArchivo();

const subir = (nombre: string, texto: string) => subirCarga(ctx, admin, { nombre, datos: Buffer.from(texto) });
const csv = (prefijo: string, n: number, desde = 1) =>
  ['Folio,Nombre,Teléfono', ...Array.from({ length: n }, (_, i) => `${prefijo}${desde + i},Ana ${i},55${String(10_000_000 + i)}`)].join('\n');
const vacios = () => Object.fromEntries(CAMPOS.map((c) => [c, c === 'fecha_captura' ? null : ''])) as unknown as Parameters<typeof agregarALote>[2];
const preparadas = async () => Number(filasDe<{ n: string }>(await ctx.db.execute(sql`select count(*) as n from cargas_filas`))[0]?.n ?? -1);
const deLaAgencia = async (prefijo: string) =>
  Number(filasDe<{ n: string }>(await ctx.db.execute(sql`select count(*) as n from solicitudes where agencia_id = ${agencia} and folio_solicitud like ${`${prefijo}%`}`))[0]?.n ?? -1);

describe('uploads are staged in short statements, then moved all or nothing', () => {
  it('while a large file is read and stored, other requests are answered; nothing stays staged', async () => {
    let terminada = false;
    const subida = subir('grande.csv', csv('PR-', 30_000)).finally(() => (terminada = true));
    // With the whole upload in one transaction, /api/me (its session is read from the database)
    // would wait for the end: PGlite is one connection.
    let respondidasDurante = 0;
    let respondidasMoviendo = 0;
    while (!terminada) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ctx.auth(admin) });
      expect(me.statusCode).toBe(200);
      if (!terminada) respondidasDurante++;
      const enSolicitudes = await deLaAgencia('PR-');
      if (enSolicitudes > 0 && enSolicitudes < 30_000) respondidasMoviendo++;
      // As requests arriving over the network would: a turn of the event loop between two.
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await subida;
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 30_000 });
    expect(respondidasDurante).toBeGreaterThanOrEqual(5);
    // PostgreSQL moves the rows in one transaction: nobody sees part of them. The embedded
    // database moves them in parts, answering other requests between two.
    if (ctx.driver === 'postgres') expect(respondidasMoviendo).toBe(0);
    else expect(respondidasMoviendo).toBeGreaterThanOrEqual(2);
    expect(await deLaAgencia('PR-')).toBe(30_000);
    expect(await preparadas()).toBe(0);
    const primeras = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia)).orderBy(solicitudes.id).limit(2);
    expect(primeras.map((f) => f.folio)).toEqual(['PR-1', 'PR-2']);
    // 30,000 rows read, staged and moved: 40-50 s alone on a busy machine, more beside another worker.
  }, 150_000);

  it('a bad row or a folio already in the agency stores nothing and leaves nothing staged', async () => {
    const mala = `${csv('MA-', 12_000)}\nMA-X,${'n'.repeat(400)},5512345678`;
    const r1 = await subir('mala.csv', mala);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().errors.file[0]).toMatch(/^Fila 12002: /);
    const repetida = await subir('repetida.csv', csv('RE-', 12_000).replace('\nRE-2,', '\nPR-7,'));
    expect(repetida.statusCode).toBe(422);
    expect(repetida.json().errors.file).toEqual(['Fila 3: El folio PR-7 ya existe en la agencia']);
    expect([await deLaAgencia('MA-'), await deLaAgencia('RE-'), await preparadas()]).toEqual([0, 0, 0]);
  });

  it('rows a killed upload left staged over an hour ago are deleted by the next upload; a recent one is left alone', async () => {
    const columnas = sql.raw('carga_id, fila, folio_solicitud, nombre, appat_rzsoc, apmat_nomco, calle, num_ext, num_int, colonia, entrecall, rfc, edo, estado, ciudad, cp, telefono, fuerza_venta, ref1_nombre, ref2_nombre, ref3_nombre, ref1_telefono, ref2_telefono, ref3_telefono, created_at');
    const vacios = sql.raw(Array.from({ length: 21 }, () => "''").join(', '));
    await ctx.db.execute(sql`insert into cargas_filas (${columnas}) values ('00000000-0000-4000-8000-000000000001', 2, 'VIEJA', ${vacios}, now() - interval '2 hours')`);
    await ctx.db.execute(sql`insert into cargas_filas (${columnas}) values ('00000000-0000-4000-8000-000000000002', 2, 'RECIENTE', ${vacios}, now() - interval '5 minutes')`);
    const res = await subir('otra.csv', csv('OT-', 3));
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 3 });
    const quedan = filasDe<{ folio_solicitud: string }>(await ctx.db.execute(sql`select folio_solicitud from cargas_filas`));
    expect(quedan.map((f) => f.folio_solicitud)).toEqual(['RECIENTE']);
    await ctx.db.execute(sql`delete from cargas_filas`);
  });

  it('a folio stored by someone else while the rows move undoes what had moved: nothing of the file stays', async () => {
    const p = new FilasPreparadas(ctx.db, agencia, { porParte: 2 });
    const lote = loteVacio();
    for (let k = 1; k <= 7; k++) agregarALote(lote, k, { ...vacios(), folio_solicitud: `MV-${k}`, nombre: `Ana ${k}` });
    await p.guardar(lote);
    const otro = () => ctx.db.insert(solicitudes).values({ agencia_id: agencia, folio_solicitud: 'MV-6', nombre: 'Otro usuario' });
    let movidasAntes = 0;
    // PostgreSQL moves in one transaction: the folio stored before it is the same race.
    if (ctx.driver === 'postgres') await otro();
    const mover = p.pasarASolicitudes(new Date(), { usuario_id: 1, ip: '127.0.0.1', archivo: 'mv.csv' }, async () => {
      if (movidasAntes > 0) return;
      movidasAntes = await deLaAgencia('MV-');
      await otro();
    });
    await expect(mover).rejects.toMatchObject({ cause: { code: '23505' } });
    if (ctx.driver === 'pglite') expect(movidasAntes).toBe(2);
    const quedan = await ctx.db.select({ folio: solicitudes.folio_solicitud, nombre: solicitudes.nombre }).from(solicitudes).where(like(solicitudes.folio_solicitud, 'MV-%'));
    expect(quedan).toEqual([{ folio: 'MV-6', nombre: 'Otro usuario' }]);
    expect(filasDe(await ctx.db.execute(sql`select * from cargas_en_curso`))).toEqual([]);
    await p.borrar();
  });

  it('an upload a stopped process left half moved is undone at start; other requests of the agency stay', async () => {
    const carga = '00000000-0000-4000-8000-0000000000aa';
    const creadas = '2026-03-04T05:06:07.123Z';
    await ctx.db.execute(sql`insert into cargas_en_curso (carga_id, agencia_id, creadas) values (${carga}::uuid, ${agencia}, ${creadas}::timestamptz)`);
    await ctx.db.insert(solicitudes).values([
      { agencia_id: agencia, folio_solicitud: 'IN-1', carga_id: carga, created_at: new Date(creadas) },
      { agencia_id: agencia, folio_solicitud: 'IN-2', carga_id: carga, created_at: new Date(creadas) },
      { agencia_id: agencia, folio_solicitud: 'IN-3', created_at: new Date(creadas) },
    ]);
    expect(await deshacerCargasInterrumpidas(ctx.db)).toBe(1);
    expect(await deLaAgencia('IN-')).toBe(1);
    expect(filasDe(await ctx.db.execute(sql`select * from cargas_en_curso`))).toEqual([]);
    expect(await deshacerCargasInterrumpidas(ctx.db)).toBe(0);
  });

  it('a UTF-8 character split between two 64 KB chunks of a CSV is read whole', async () => {
    let texto = 'Folio,Nombre\n';
    for (let k = 1; Buffer.byteLength(texto) < 65_400; k++) texto += `CH-${k},Ana ${k}\n`;
    // The last row's name puts the two bytes of "ñ" on both sides of byte 65,536.
    const nombre = `${'a'.repeat(65_535 - Buffer.byteLength(texto) - 'CH-Z,'.length)}ñandú`;
    texto += `CH-Z,${nombre}\n`;
    expect(Buffer.from(texto).subarray(65_535, 65_537)).toEqual(Buffer.from('ñ'));
    const res = await subir('partida.csv', texto);
    expect(res.statusCode).toBe(200);
    const [f] = await ctx.db.select({ nombre: solicitudes.nombre }).from(solicitudes).where(eq(solicitudes.folio_solicitud, 'CH-Z'));
    expect(f?.nombre).toBe(nombre);
  });
});
