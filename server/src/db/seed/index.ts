/**
 * Deterministic demo data (fixed faker seed, es_MX): agencies, the five roles, demo users and
 * N solicitudes in every state (unassigned, with gestor, with operator, in process, verified,
 * finalised), with field verifications (real PNG photos under DATA_DIR/uploads/seed) and call
 * verifications. Inserts in multi-row batches, so a million rows stream in constant memory.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '@verifica/contracts';
import { crearDirectorio, escribirArchivo } from '../../lib/archivos';
import type { Db } from '../client';
import { agencias, roles, solicitudes, usuarios } from '../schema';
import { insertUnnest } from '../bulk';
import { crearAzar, type Azar } from './azar';
import { sembrarEstados, type FotoSeed } from './estados';
import { AGENCIAS_DEMO } from './geo';
import { solidPng } from './png';
import { generadorDeSolicitudes } from './solicitudes';
import { sembrarUsuarios } from './usuarios';

export interface SeedOptions {
  /** Number of solicitudes (default 5000). */
  solicitudes?: number;
  /** Password of every seeded user. */
  password: string;
  /** DATA_DIR/uploads: seeded photos are written under seed/. */
  uploadsDir: string;
  /** faker seed (default 20260101). */
  seed?: number;
  /** Rows per INSERT (default 1000). */
  batchSize?: number;
  /** "Today" of the data (default now). */
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  agencias: number;
  usuarios: number;
  solicitudes: number;
  verificaciones: number;
  verificacionesOperadores: number;
  ms: number;
}

/** Demo accounts printed at start-up (password = SEED_PASSWORD). */
export const DEMO_LOGINS = [
  { correo: 'superadmin@verifica.mx', rol: ROLES.superAdministrador.title, agencia: '(global)' },
  { correo: 'admin@verifica.mx', rol: ROLES.administrador.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'admin2@verifica.mx', rol: ROLES.administrador.title, agencia: AGENCIAS_DEMO[1].nombre },
  { correo: 'supervisor@verifica.mx', rol: ROLES.supervisor.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'operador@verifica.mx', rol: ROLES.operador.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'gestor@verifica.mx', rol: ROLES.gestor.title, agencia: AGENCIAS_DEMO[0].nombre },
] as const;

const FOTOS: [number, number, number][] = [
  [96, 125, 139], [121, 85, 72], [76, 175, 80], [33, 150, 243], [255, 152, 0], [156, 39, 176],
];

/** True when the database has no roles yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(roles);
  return (rows[0]?.n ?? 0) === 0;
}

/** The demo accounts are there (printed at start-up only then). */
export async function hayCuentasDemo(db: Db): Promise<boolean> {
  const filas = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.correo, DEMO_LOGINS[0].correo)).limit(1);
  return filas.length > 0;
}

/** Empties every table (seed --reset, tests), the counters the triggers keep too (a truncate fires none). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`truncate table audit_log, login_attempts, revoked_tokens, password_reset_tokens,
    verificacion_imagenes, verificaciones, verificaciones_operadores, solicitudes_encuestadores, solicitudes_operadores,
    solicitudes, usuarios, roles, agencias, conteos_diarios, telefonos_conteos, productividad_horas, mapa_celdas restart identity cascade`);
}

/**
 * The seeded photos: solid-colour PNGs under DATA_DIR/uploads/seed (the same files every time, so a
 * copy of a seeded database needs only these written again next to it).
 */
export async function escribirFotos(uploadsDir: string): Promise<FotoSeed[]> {
  const fotosDir = path.join(uploadsDir, 'seed');
  await crearDirectorio(fotosDir);
  const fotos: FotoSeed[] = [];
  for (const [i, rgb] of FOTOS.entries()) {
    const png = solidPng(320, 240, rgb);
    await escribirArchivo(path.join(fotosDir, `foto-${i + 1}.png`), png);
    fotos.push({ path: `seed/foto-${i + 1}.png`, size: png.length });
  }
  return fotos;
}

async function sembrarAgencias(db: Db, az: Azar): Promise<number[]> {
  const filas = await db
    .insert(agencias)
    .values(AGENCIAS_DEMO.map((a) => ({ nombre: a.nombre, region: a.region, color: a.color, direccion: `${az.faker.location.street()} ${az.entre(1, 2500)}, ${a.ciudades[0]}` })))
    .returning({ id: agencias.id });
  return filas.map((r) => r.id);
}

export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const t0 = Date.now();
  const total = opts.solicitudes ?? 5000;
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 1000, 1500));
  const log = opts.log ?? (() => undefined);
  const az = await crearAzar(opts.seed ?? 20260101, opts.now ?? new Date());
  const fotos = await escribirFotos(opts.uploadsDir);
  const agenciaIds = await sembrarAgencias(db, az);
  const plantilla = await sembrarUsuarios(db, az, agenciaIds, opts.password);
  const lote = generadorDeSolicitudes(az, agenciaIds, total);

  let nVer = 0;
  let nVo = 0;
  for (let inicio = 0; inicio < total; inicio += batchSize) {
    const n = Math.min(batchSize, total - inicio);
    const { filas, meta } = lote(inicio, n);
    await db.transaction(async (tx) => {
      const ids = await insertUnnest(tx, solicitudes, filas);
      const hechas = await sembrarEstados(tx, az, ids, meta, plantilla, fotos);
      nVer += hechas.verificaciones;
      nVo += hechas.verificacionesOperadores;
    });
    if (total >= 20_000 && (inicio / batchSize) % 20 === 0) log(`  ${inicio + n} / ${total} solicitudes`);
  }

  return {
    agencias: agenciaIds.length,
    usuarios: plantilla.usuarios,
    solicitudes: total,
    verificaciones: nVer,
    verificacionesOperadores: nVo,
    ms: Date.now() - t0,
  };
}
