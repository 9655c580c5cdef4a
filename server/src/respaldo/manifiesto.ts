import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * Newest version of the archive layout this build reads; a restore refuses archives of a newer one.
 * 1: the embedded database as PGlite's dump (base/pglite.tar, loaded in memory). 2: the embedded
 * database's folder itself, file by file under base/pglite/ (streamed both ways). PostgreSQL
 * archives are written as 1 (their layout did not change).
 */
export const FORMATO = 2;

/** The archive's entries (paths inside the tar). */
export const ENTRADAS = {
  manifiesto: 'manifest.json',
  pglite: 'base/pglite.tar',
  pgliteCarpeta: 'base/pglite',
  postgresql: 'base/postgresql.dump',
  jwtSecret: 'archivos/jwt-secret',
  uploads: 'archivos/uploads',
} as const;

export const manifiestoSchema = z.object({
  formato: z.number().int().min(1),
  aplicacion: z.literal('verifica'),
  version: z.string(),
  modo: z.enum(['embebido', 'postgresql']),
  fecha: z.iso.datetime(),
  /** Migrations applied to the saved database (rows of drizzle.__drizzle_migrations). */
  migraciones: z.number().int().min(0),
  /** Rows per table (public tables by name, others as schema.table). */
  tablas: z.record(z.string(), z.number().int().min(0)),
  /** Files saved from DATA_DIR/uploads. */
  archivos: z.object({ cantidad: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** DATA_DIR/jwt-secret is in the archive (absent when JWT_SECRET comes from the environment). */
  jwtSecret: z.boolean(),
});
export type Manifiesto = z.infer<typeof manifiestoSchema>;
export type Modo = Manifiesto['modo'];

const paqueteSchema = z.object({ version: z.string() });

/** The server's version (server/package.json). */
export async function versionAplicacion(repoRoot: string): Promise<string> {
  const texto = await readFile(path.join(repoRoot, 'server', 'package.json'), 'utf8');
  return paqueteSchema.parse(JSON.parse(texto)).version;
}

/** Migrations this server knows (server/drizzle/meta/_journal.json). */
export async function migracionesConocidas(migrationsFolder: string): Promise<number> {
  const texto = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return z.object({ entries: z.array(z.unknown()) }).parse(JSON.parse(texto)).entries.length;
}
