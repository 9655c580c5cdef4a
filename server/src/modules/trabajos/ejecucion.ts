/** What a job kind's runner gets and answers (ejecutores.ts, importar.ts, trabajador.ts). */
import type { ResultadoTrabajo } from '@verifica/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UsuarioActivo } from '../../sesion/lectura';
import type { FilaTrabajo } from './consultas';

/** The job must stop: cancel asked, the process is closing, or another process took it over. */
export class TrabajoDetenido extends Error {
  constructor(readonly motivo: 'cancelar' | 'ajeno' | 'cierre') {
    super(`trabajo detenido: ${motivo}`);
    this.name = 'TrabajoDetenido';
  }
}

export interface Herramientas {
  db: Db;
  config: Config;
  /** The owner, read again when the run starts, and the job's agency scope (null: every agency). */
  usuario: UsuarioActivo;
  scope: number | null;
  /** Progress; throws TrabajoDetenido when the job must stop (call it between batches). */
  avance(hechos: number, total: number | null, forzar?: boolean): Promise<void>;
}

export interface Fin {
  estado: 'terminado' | 'fallido';
  hechos: number;
  total: number | null;
  archivo?: string;
  nombre_archivo?: string;
  resultado: ResultadoTrabajo;
  error?: string;
}

export type Ejecutor = (trabajo: FilaTrabajo, h: Herramientas) => Promise<Fin>;
