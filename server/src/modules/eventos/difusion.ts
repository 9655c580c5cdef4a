/**
 * The process's side of live events: one LISTEN on the database, fanned out to this process's
 * subscribers. Each notice is resolved once (who holds the requests now), then filtered per user.
 */
import { EVENTO_SSE, TIPOS_EVENTO, type EventoCambio } from '@verifica/contracts';
import type { Db } from '../../db/client';
import type { Escuchar } from '../../db/escucha';
import type { UsuarioSesion } from '../../sesion/tipos';
import { invalidarRegistro } from '../remotos/registro';
import { CANAL_EVENTOS, type Aviso, type AvisoSesion } from '../../db/aviso';
import { eventoPara, leerTitularidad } from './destinatarios';

export interface Suscriptor {
  /** Who listens, refreshed by the stream's periodic session check. */
  usuario: UsuarioSesion;
  /** Writes one SSE message (`event:` name and JSON data). */
  enviar(evento: string, datos: unknown): void;
  /** Reads the session again now: a revoked one ends the stream. */
  revisar(): void;
}

const esAvisoSesion = (v: unknown): v is AvisoSesion => typeof v === 'object' && v !== null && Number.isInteger((v as Partial<AvisoSesion>).sesion);

const esAviso = (v: unknown): v is Aviso => {
  const a = v as Partial<Aviso> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    (TIPOS_EVENTO as readonly string[]).includes(String(a.tipo)) &&
    typeof a.accion === 'string' &&
    (a.ids === null || Array.isArray(a.ids)) &&
    Array.isArray(a.usuarios)
  );
};

export class Difusion {
  private readonly suscriptores = new Set<Suscriptor>();
  private dejar: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly alFallar: (error: unknown) => void,
  ) {}

  async iniciar(escuchar: Escuchar): Promise<void> {
    this.dejar = await escuchar(
      CANAL_EVENTOS,
      (payload) => void this.recibir(payload).catch(this.alFallar),
      // Notices sent while the listening connection was down are lost: every list checks itself.
      () => {
        invalidarRegistro(this.db);
        this.aTodos((s) => s.enviar(EVENTO_SSE.conectado, { perdidos: true }));
      },
    );
  }

  async detener(): Promise<void> {
    await this.dejar?.();
    this.dejar = null;
  }

  get conexiones(): number {
    return this.suscriptores.size;
  }

  conexionesDe(usuarioId: number): number {
    let n = 0;
    for (const s of this.suscriptores) if (s.usuario.id === usuarioId) n++;
    return n;
  }

  agregar(s: Suscriptor): () => void {
    this.suscriptores.add(s);
    return () => this.suscriptores.delete(s);
  }

  private aTodos(f: (s: Suscriptor) => void) {
    for (const s of this.suscriptores) f(s);
  }

  private async recibir(payload: string): Promise<void> {
    let aviso: unknown;
    try {
      aviso = JSON.parse(payload);
    } catch {
      return;
    }
    // A release changed on any process: this one's /remotes.json reads the registry again now.
    if (esAviso(aviso) && aviso.tipo === 'remoto') invalidarRegistro(this.db);
    if (this.suscriptores.size === 0) return;
    if (esAvisoSesion(aviso)) {
      for (const s of this.suscriptores) if (s.usuario.id === aviso.sesion) s.revisar();
      return;
    }
    if (!esAviso(aviso)) return;
    const titularidad = await leerTitularidad(this.db, aviso);
    this.aTodos((s) => {
      const evento: EventoCambio | null = eventoPara(s.usuario, aviso, titularidad);
      if (evento) s.enviar(EVENTO_SSE.cambio, evento);
    });
  }
}
