/**
 * The worker loop of one process: every few moments (or at once when this process queued a job)
 * it claims the oldest pending job (consultas.ts reclamar: FOR UPDATE SKIP LOCKED, so with WORKERS=N or
 * several machines each job runs once) and runs it, one at a time, beating a heartbeat with its
 * progress. A periodic sweep puts back jobs whose process died (no heartbeat) or fails them after
 * MAX_INTENTOS, and deletes expired files. Closing hands the running job back to the queue.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { MENSAJES_TRABAJOS, type TipoTrabajo, TiposTrabajo } from '@verifica/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { usuarioActivo } from '../../sesion/lectura';
import { alcanceTipo } from './acceso';
import { borrar } from './archivos';
import { TrabajoDetenido, type Ejecutor, type Fin } from './ejecucion';
import { EJECUTORES } from './ejecutores';
import * as consultas from './consultas';

/** The sweep's period, milliseconds. */
const BARRIDO_MS = 30_000;
/** How long closing waits for the running job to stop. */
const ESPERA_CIERRE_MS = 8_000;

export class Trabajador {
  /** This process in the `trabajador` column. */
  readonly nombre = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** The kinds' runners (tests may wrap one). */
  readonly ejecutores: Record<TipoTrabajo, Ejecutor> = { ...EJECUTORES };
  private temporizadores: ReturnType<typeof setInterval>[] = [];
  /** The loop's current round (claims and runs until the queue is empty), awaited on close. */
  private vuelta: Promise<void> | null = null;
  private cerrado = false;
  private enCurso: { corte: AbortController; fin: Promise<void> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Milliseconds between heartbeats: well inside the abandonment threshold, quicker with a short poll (tests). */
  private get latidoMs(): number {
    return Math.min(5000, this.config.trabajos.intervaloMs * 5, (this.config.trabajos.abandonoSegundos * 1000) / 4);
  }

  iniciar(): void {
    void this.barrer();
    this.temporizadores.push(setInterval(() => this.despertar(), this.config.trabajos.intervaloMs).unref());
    this.temporizadores.push(setInterval(() => void this.barrer(), BARRIDO_MS).unref());
    this.despertar();
  }

  /** Look for work now (a job was just queued here). */
  despertar(): void {
    if (this.vuelta || this.cerrado || this.temporizadores.length === 0) return;
    this.vuelta = (async () => {
      try {
        while (!this.cerrado && (await this.ejecutarSiguiente()) !== null);
      } catch (e) {
        this.log.error({ err: e }, 'trabajos: no se pudo tomar un trabajo');
      } finally {
        this.vuelta = null;
      }
    })();
  }

  /** Claims and runs one job; answers its id, or null when none was pending. */
  async ejecutarSiguiente(): Promise<number | null> {
    const fila = await consultas.reclamar(this.db, this.nombre);
    if (!fila) return null;
    if (this.cerrado) {
      // Claimed while closing: back to the queue untouched.
      await consultas.devolver(this.db, fila.id, this.nombre);
      return null;
    }
    const corte = new AbortController();
    const fin = this.ejecutar(fila, corte.signal);
    this.enCurso = { corte, fin };
    try {
      await fin;
    } finally {
      this.enCurso = null;
    }
    return fila.id;
  }

  /** Abandoned jobs back to the queue (or failed), expired files deleted. */
  async barrer(): Promise<void> {
    try {
      const { trabajos: c } = this.config;
      const { reanudados, fallidos } = await consultas.recuperarAbandonados(this.db, c.abandonoSegundos, c.expiranHoras);
      for (const f of fallidos) await this.borrar(f.entrada, f.archivo);
      if (reanudados.length || fallidos.length) this.log.warn({ reanudados, fallidos: fallidos.map((f) => f.id) }, 'trabajos abandonados');
      for (const e of await consultas.expirar(this.db)) await this.borrar(e.archivo, e.entrada);
      if (reanudados.length) this.despertar();
    } catch (e) {
      this.log.error({ err: e }, 'trabajos: falló el barrido');
    }
  }

  async cerrar(): Promise<void> {
    this.cerrado = true;
    for (const t of this.temporizadores) clearInterval(t);
    this.temporizadores = [];
    this.enCurso?.corte.abort();
    const pendiente = this.vuelta ?? this.enCurso?.fin;
    if (!pendiente) return;
    let espera: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pendiente, new Promise((listo) => (espera = setTimeout(listo, ESPERA_CIERRE_MS)))]);
    clearTimeout(espera);
  }

  private async borrar(...rutas: (string | null)[]): Promise<void> {
    for (const r of rutas) await borrar(this.config.dataDir, r).catch((e: unknown) => this.log.warn({ err: e, archivo: r }, 'trabajos: no se pudo borrar'));
  }

  private async ejecutar(fila: consultas.FilaTrabajo, cierre: AbortSignal): Promise<void> {
    const horas = this.config.trabajos.expiranHoras;
    const terminar = (f: Parameters<typeof consultas.terminar>[3]) => consultas.terminar(this.db, fila.id, this.nombre, f);
    let progreso = { hechos: 0, total: null as number | null };
    let detenido: TrabajoDetenido | null = null;
    let ultimo = Date.now();
    const latir = async () => {
      const pulso = await consultas.latir(this.db, fila.id, this.nombre, progreso.hechos, progreso.total);
      if (pulso !== 'seguir') detenido ??= new TrabajoDetenido(pulso);
    };
    // Phases without progress calls (a count, an import) still beat.
    const pulso = setInterval(() => void latir().catch(() => undefined), this.latidoMs);
    pulso.unref();
    try {
      const fin = await this.conAcceso(fila, async (h) =>
        this.ejecutores[fila.tipo as TipoTrabajo](fila, {
          ...h,
          avance: async (hechos, total, forzar = false) => {
            progreso = { hechos, total };
            if (cierre.aborted) detenido ??= new TrabajoDetenido('cierre');
            if (!detenido && (forzar || Date.now() - ultimo >= this.latidoMs)) {
              ultimo = Date.now();
              await latir();
            }
            if (detenido) throw detenido;
          },
        }),
      );
      clearInterval(pulso);
      const { estado, hechos, total, archivo, nombre_archivo, resultado, error } = fin;
      if (!(await terminar({ estado, horas, hechos, total, archivo: archivo ?? null, nombre_archivo: nombre_archivo ?? null, resultado, error: error ?? null }))) {
        await this.borrar(archivo ?? null);
      }
    } catch (e) {
      clearInterval(pulso);
      const motivo = e instanceof TrabajoDetenido ? e.motivo : null;
      if (motivo === 'cierre') await consultas.devolver(this.db, fila.id, this.nombre);
      else if (motivo === 'cancelar') await terminar({ estado: 'cancelado', horas, hechos: progreso.hechos, total: progreso.total });
      else if (motivo === null) {
        this.log.error({ err: e, trabajo: fila.id, tipo: fila.tipo }, 'trabajo fallido');
        await terminar({ estado: 'fallido', horas, error: MENSAJES_TRABAJOS.errorInterno });
      }
    }
    // The upload is read once: whatever the outcome, unless the job goes back to the queue.
    if (fila.entrada && !['pendiente', 'en_curso'].includes((await consultas.estadoDe(this.db, fila.id)) ?? '')) await this.borrar(fila.entrada);
  }

  /** Runs `f` as the owner may today: inactive, without the permission, or moved to another agency -> failed. */
  private async conAcceso(fila: consultas.FilaTrabajo, f: (h: { db: Db; config: Config; usuario: NonNullable<Awaited<ReturnType<typeof usuarioActivo>>>; scope: number | null }) => Promise<Fin>): Promise<Fin> {
    const sinAcceso: Fin = { estado: 'fallido', hechos: 0, total: null, resultado: {}, error: MENSAJES_TRABAJOS.usuarioSinAcceso };
    if (!TiposTrabajo.has(fila.tipo)) return { ...sinAcceso, error: MENSAJES_TRABAJOS.errorInterno };
    const usuario = await usuarioActivo(this.db, fila.usuario_id);
    const alcance = usuario ? alcanceTipo(usuario, fila.tipo) : 'denegado';
    if (!usuario || alcance === 'denegado' || (alcance !== null && alcance !== fila.agencia_id)) return sinAcceso;
    return f({ db: this.db, config: this.config, usuario, scope: fila.agencia_id });
  }
}
