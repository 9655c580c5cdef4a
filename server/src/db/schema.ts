/**
 * The database schema (Drizzle, PostgreSQL dialect; the same migrations run on PGlite and on
 * PostgreSQL), one file per group of tables under schema/. Column names are snake_case and equal
 * the field names of packages/contracts so services map rows to API shapes without renaming.
 * All times are timestamptz.
 *
 * After changing a table run `pnpm --filter server db:generate` and commit server/drizzle.
 */
export * from './schema/cuentas';
export * from './schema/solicitudes';
export * from './schema/asignaciones';
export * from './schema/verificaciones';
export * from './schema/auditoria';
export * from './schema/acceso';
export * from './schema/trabajos';
export * from './schema/remotos';
export * from './schema/mapa';
