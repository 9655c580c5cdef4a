/**
 * The worker loop driven step by step (TRABAJOS_TRABAJADOR=0: no timer; the test calls
 * ejecutarSiguiente and barrer): progress and cancel of a running job, crash and resume, two
 * claimers, expiry, an owner who lost access.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { MENSAJES_TRABAJOS } from '@verifica/contracts';
import { solicitudes, trabajos, usuarios } from '../../db/schema';
import { admin, admin2, agencia2, contextoDelArchivo, ctx, supervisor } from '../../../test/archivo';
import type { Ejecutor } from './ejecucion';
import { encolar, encolarCarga, esperarFin, hojaDe, leerTrabajo, pedir } from '../../../test/trabajos';
import type { Trabajador } from './trabajador';

contextoDelArchivo({ solicitudes: 40, env: { TRABAJOS_TRABAJADOR: '0', TRABAJOS_INTERVALO_MS: '20' } });

const trabajador = () => ctx.app.trabajos;
const archivos = () => {
  const dir = path.join(ctx.config.dataDir, 'trabajos');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const fila = async (id: number) => (await ctx.db.select().from(trabajos).where(eq(trabajos.id, id)))[0];

/** A promise and its resolver. */
function senal() {
  let abrir = () => undefined as void;
  const abierta = new Promise<void>((r) => (abrir = r));
  return { abierta, abrir };
}

/** Wraps the export runner of `t`: reports 0 of 10, waits for `puerta`, reports 5 of 10, then exports. */
function conPuerta(t: Trabajador) {
  const original = t.ejecutores.exportar_solicitudes;
  const empezo = senal();
  const puerta = senal();
  const envuelto: Ejecutor = async (trabajo, h) => {
    await h.avance(0, 10, true);
    empezo.abrir();
    await puerta.abierta;
    await h.avance(5, 10, true);
    return original(trabajo, h);
  };
  t.ejecutores.exportar_solicitudes = envuelto;
  return { empezo, puerta, restaurar: () => (t.ejecutores.exportar_solicitudes = original) };
}

describe('the worker loop', () => {
  it('nothing pending: ejecutarSiguiente answers null', async () => {
    expect(await trabajador().ejecutarSiguiente()).toBeNull();
  });

  it('progress while running (en_curso, hechos of total, heartbeat), then terminado', async () => {
    const { empezo, puerta, restaurar } = conPuerta(trabajador());
    try {
      const id = await encolar(admin, { tipo: 'exportar_solicitudes' });
      expect(await leerTrabajo(admin, id)).toMatchObject({ estado: 'pendiente', hechos: 0, total: null, iniciado_at: null });
      const corrida = trabajador().ejecutarSiguiente();
      await empezo.abierta;
      const durante = await leerTrabajo(admin, id);
      expect(durante).toMatchObject({ estado: 'en_curso', hechos: 0, total: 10, enlace: null });
      expect(durante.iniciado_at).not.toBeNull();
      expect((await fila(id))?.trabajador).toBe(trabajador().nombre);
      puerta.abrir();
      expect(await corrida).toBe(id);
      const fin = await leerTrabajo(admin, id);
      expect(fin.estado).toBe('terminado');
      expect(fin.hechos).toBe(fin.total);
      expect((await hojaDe((await ctx.app.inject({ method: 'GET', url: fin.enlace?.url ?? '' })).rawPayload)).rowCount - 1).toBe(fin.total);
    } finally {
      restaurar();
    }
  });

  it('cancel: a pending job is cancelado at once and never runs; a running one stops at its next batch, leaving no file', async () => {
    const pendiente = await encolar(admin, { tipo: 'exportar_solicitudes' });
    const res = await pedir('DELETE', `/api/trabajos/${pendiente}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pendiente, estado: 'cancelado' });
    expect(await trabajador().ejecutarSiguiente()).toBeNull();

    const antes = archivos();
    const { empezo, puerta, restaurar } = conPuerta(trabajador());
    try {
      const id = await encolar(admin, { tipo: 'exportar_solicitudes' });
      const corrida = trabajador().ejecutarSiguiente();
      await empezo.abierta;
      const pedido = await pedir('DELETE', `/api/trabajos/${id}`, admin);
      expect(pedido.json()).toMatchObject({ estado: 'en_curso' });
      puerta.abrir();
      await corrida;
      expect(await leerTrabajo(admin, id)).toMatchObject({ estado: 'cancelado', enlace: null, nombre_archivo: null });
      expect(archivos()).toEqual(antes);
    } finally {
      restaurar();
    }
  });

  it('crash and resume: a job left en_curso without heartbeat goes back to the queue and runs; after 3 attempts it fails with the reason', async () => {
    const id = await encolar(admin, { tipo: 'exportar_solicitudes' });
    const muerto = { estado: 'en_curso', trabajador: 'otra-maquina:1:muerto', latido: sql`now() - interval '10 minutes'`, iniciado_at: sql`now() - interval '11 minutes'`, intentos: 1 };
    await ctx.db.update(trabajos).set(muerto).where(eq(trabajos.id, id));
    // A fresh heartbeat is left alone.
    const vivo = await encolar(admin, { tipo: 'exportar_solicitudes' });
    await ctx.db.update(trabajos).set({ ...muerto, latido: sql`now()` }).where(eq(trabajos.id, vivo));
    await trabajador().barrer();
    expect(await fila(id)).toMatchObject({ estado: 'pendiente', trabajador: null });
    expect((await fila(vivo))?.estado).toBe('en_curso');
    expect(await trabajador().ejecutarSiguiente()).toBe(id);
    expect(await fila(id)).toMatchObject({ estado: 'terminado', intentos: 2 });

    await ctx.db.update(trabajos).set({ ...muerto, intentos: 3 }).where(eq(trabajos.id, vivo));
    await trabajador().barrer();
    const fallido = await leerTrabajo(admin, vivo);
    expect(fallido).toMatchObject({ estado: 'fallido', error: MENSAJES_TRABAJOS.procesoDetenido });
    expect(fallido.terminado_at).not.toBeNull();
  });

  it('two processes claiming at once: every job runs exactly once', async () => {
    const otro = await ctx.otroServidor();
    const corridas = new Map<number, string[]>();
    for (const t of [trabajador(), otro.trabajos]) {
      const original = t.ejecutores.exportar_solicitudes;
      t.ejecutores.exportar_solicitudes = async (trabajo, h) => {
        corridas.set(trabajo.id, [...(corridas.get(trabajo.id) ?? []), t.nombre]);
        return original(trabajo, h);
      };
    }
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await encolar(i % 2 ? supervisor : admin2, { tipo: 'exportar_solicitudes' }));
    const vaciar = async (t: Trabajador) => {
      while ((await t.ejecutarSiguiente()) !== null);
    };
    await Promise.all([vaciar(trabajador()), vaciar(otro.trabajos), vaciar(trabajador()), vaciar(otro.trabajos)]);
    expect([...corridas.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...corridas.values()].every((quien) => quien.length === 1)).toBe(true);
    for (const id of ids) expect((await fila(id))?.estado).toBe('terminado');
  });

  it('expiry: past expira_at the sweep deletes the file; the job stays, without link, and the old link is 404', async () => {
    const id = await encolar(admin, { tipo: 'exportar_solicitudes' });
    await trabajador().ejecutarSiguiente();
    const fin = await leerTrabajo(admin, id);
    const archivo = (await fila(id))?.archivo ?? '';
    expect(existsSync(path.join(ctx.config.dataDir, archivo))).toBe(true);
    await ctx.db.update(trabajos).set({ expira_at: sql`now() - interval '1 minute'` }).where(eq(trabajos.id, id));
    await trabajador().barrer();
    expect(existsSync(path.join(ctx.config.dataDir, archivo))).toBe(false);
    expect(await leerTrabajo(admin, id)).toMatchObject({ estado: 'terminado', enlace: null, nombre_archivo: null });
    const viejo = await ctx.app.inject({ method: 'GET', url: fin.enlace?.url ?? '' });
    expect(viejo.statusCode).toBe(404);
    expect(viejo.json()).toEqual({ message: MENSAJES_TRABAJOS.archivoExpirado });
  });

  it('the owner is read again when the job runs: deactivated (or moved to another agency) -> fallido', async () => {
    const id = await encolar(supervisor, { tipo: 'exportar_solicitudes' });
    const uid = await ctx.userId('supervisor@verifica.mx');
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, uid));
    try {
      await trabajador().ejecutarSiguiente();
    } finally {
      await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, uid));
    }
    expect(await fila(id)).toMatchObject({ estado: 'fallido', error: MENSAJES_TRABAJOS.usuarioSinAcceso, archivo: null });

    const otra = await encolar(supervisor, { tipo: 'exportar_solicitudes' });
    await ctx.db.update(trabajos).set({ agencia_id: agencia2 }).where(eq(trabajos.id, otra));
    await trabajador().ejecutarSiguiente();
    expect((await fila(otra))?.error).toBe(MENSAJES_TRABAJOS.usuarioSinAcceso);
  });

  it('an import says whether it is a validation (Validar) from the moment it is queued; other jobs say false', async () => {
    const encolada = async (campos: Record<string, string>) => {
      const res = await encolarCarga(admin, { nombre: 'v.csv', datos: Buffer.from('Folio\nTV-1\n') }, campos);
      expect(res.statusCode).toBe(202);
      return (res.json() as { id: number }).id;
    };
    const validacion = await encolada({ validar: 'true' });
    const carga = await encolada({});
    const exportacion = await encolar(admin, { tipo: 'exportar_solicitudes' });
    try {
      expect(await leerTrabajo(admin, validacion)).toMatchObject({ estado: 'pendiente', validacion: true });
      expect(await leerTrabajo(admin, carga)).toMatchObject({ estado: 'pendiente', validacion: false });
      expect(await leerTrabajo(admin, exportacion)).toMatchObject({ estado: 'pendiente', validacion: false });
      const lista = (await pedir('GET', '/api/trabajos', admin)).json() as { id: number; validacion: boolean }[];
      expect(lista.filter((t) => [validacion, carga, exportacion].includes(t.id)).map((t) => [t.id, t.validacion])).toEqual([
        [exportacion, false],
        [carga, false],
        [validacion, true],
      ]);
    } finally {
      for (const id of [validacion, carga, exportacion]) await pedir('DELETE', `/api/trabajos/${id}`, admin);
    }
  });

  it('an import cancelled while its rows are read stores none of them; its progress counts rows read', async () => {
    const t = trabajador();
    const original = t.ejecutores.importar_solicitudes;
    const vistos: number[] = [];
    t.ejecutores.importar_solicitudes = (trabajo, h) =>
      original(trabajo, {
        ...h,
        avance: async (hechos, total, forzar) => {
          if (hechos > 0) {
            vistos.push(hechos);
            if (vistos.length === 2) await pedir('DELETE', `/api/trabajos/${trabajo.id}`, admin);
          }
          await h.avance(hechos, total, forzar || hechos > 0);
        },
      });
    try {
      const filas = Array.from({ length: 3500 }, (_, i) => `TC-${i}`).join('\n');
      const res = await encolarCarga(admin, { nombre: 'grande.csv', datos: Buffer.from(`Folio\n${filas}\n`) });
      const id = (res.json() as { id: number }).id;
      await t.ejecutarSiguiente();
      expect(vistos).toEqual([999, 1999]);
      expect(await leerTrabajo(admin, id)).toMatchObject({ estado: 'cancelado', hechos: 1999, total: null });
      const [n] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(like(solicitudes.folio_solicitud, 'TC-%'));
      expect(n?.n).toBe(0);
    } finally {
      t.ejecutores.importar_solicitudes = original;
    }
  });

  it('at most 5 jobs of a user wait or run at once: the sixth is 429; cancelling one makes room', async () => {
    await ctx.db.update(trabajos).set({ estado: 'cancelado' }).where(inArray(trabajos.estado, ['pendiente', 'en_curso']));
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await encolar(admin, { tipo: 'exportar_solicitudes' }));
    const sexto = await pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes' });
    expect(sexto.statusCode).toBe(429);
    expect(sexto.json()).toEqual({ message: MENSAJES_TRABAJOS.demasiados });
    expect((await encolarCarga(admin, { nombre: 'x.csv', datos: Buffer.from('Folio\nTZ-1\n') })).statusCode).toBe(429);
    // Another user has their own room.
    expect((await pedir('POST', '/api/trabajos', supervisor, { tipo: 'exportar_solicitudes' })).statusCode).toBe(202);
    await pedir('DELETE', `/api/trabajos/${ids[0]}`, admin);
    expect((await pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes' })).statusCode).toBe(202);
    while ((await trabajador().ejecutarSiguiente()) !== null);
  });

  it('20 POSTs at once from one user (exports and uploads): exactly 5 are queued, the other 15 are 429', async () => {
    await ctx.db.update(trabajos).set({ estado: 'cancelado' }).where(inArray(trabajos.estado, ['pendiente', 'en_curso']));
    const carga = { nombre: 'x.csv', datos: Buffer.from('Folio\nTZ-1\n') };
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 4 === 0 ? encolarCarga(admin, carga) : pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes' }))),
    );
    const codigos = respuestas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 202)).toHaveLength(5);
    expect(codigos.filter((c) => c === 429)).toHaveLength(15);
    const activos = await ctx.db.select({ id: trabajos.id }).from(trabajos).where(inArray(trabajos.estado, ['pendiente', 'en_curso']));
    expect(activos).toHaveLength(5);
    await ctx.db.update(trabajos).set({ estado: 'cancelado' }).where(inArray(trabajos.estado, ['pendiente', 'en_curso']));
  });

  it('closing the server hands its running job back to the queue', async () => {
    const otro = await ctx.otroServidor();
    const original = otro.trabajos.ejecutores.exportar_solicitudes;
    const empezo = senal();
    otro.trabajos.ejecutores.exportar_solicitudes = async (trabajo, h) => {
      empezo.abrir();
      for (;;) {
        await h.avance(0, 10, true);
        await new Promise((listo) => setTimeout(listo, 10));
      }
    };
    const id = await encolar(admin, { tipo: 'exportar_solicitudes' });
    const corrida = otro.trabajos.ejecutarSiguiente();
    await empezo.abierta;
    await otro.trabajos.cerrar();
    await corrida;
    otro.trabajos.ejecutores.exportar_solicitudes = original;
    expect(await fila(id)).toMatchObject({ estado: 'pendiente', trabajador: null, intentos: 0 });
    expect(await trabajador().ejecutarSiguiente()).toBe(id);
    expect((await esperarFin(admin, id)).estado).toBe('terminado');
  });
});
