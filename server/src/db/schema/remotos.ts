/** Releases of the federated remotes (modules/remotos) and the load failures browsers report. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CanaryRelease, IntegrityJson, ReleaseJson } from '@verifica/contracts';
import { usuarios } from './cuentas';
import { createdAt, id, tstz } from './columnas';

export const remotosReleases = pgTable(
  'remotos_releases',
  {
    id: id(),
    /** Folder of the remote ('mf-admin'). */
    remoto: text().notNull(),
    version: text().notNull(),
    hash: text().notNull(),
    /** null: files under DATA_DIR/remotos/<remoto>/<version>+<hash>/; else the release folder's https URL. */
    base_url: text(),
    integrity: jsonb().$type<IntegrityJson>().notNull(),
    release: jsonb().$type<ReleaseJson>().notNull(),
    publicado_por: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    publicado_at: createdAt(),
    /** contracts ESTADOS_RELEASE: publicada, activa, retirada. */
    estado: text().notNull().default('publicada'),
    canary: jsonb().$type<CanaryRelease>(),
    /** Last time it became the active release (revert goes to the newest one before). */
    activada_at: tstz(),
  },
  (t) => [
    uniqueIndex('remotos_releases_carpeta_key').on(t.remoto, t.version, t.hash),
    // Exactly one active release per remote, and at most one canary: the database holds the rule.
    uniqueIndex('remotos_releases_activa_key').on(t.remoto).where(sql`${t.estado} = 'activa'`),
    uniqueIndex('remotos_releases_canary_key').on(t.remoto).where(sql`${t.canary} is not null`),
  ],
);

export const remotosErrores = pgTable(
  'remotos_errores',
  {
    id: id(),
    /** Federation name ('mf_admin') and `<version>+<hash>` (or 'repositorio') as the browser reported them. */
    remoto: text().notNull(),
    version: text().notNull(),
    release_id: integer().references(() => remotosReleases.id, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    mensaje: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('remotos_errores_version_idx').on(t.remoto, t.version, t.created_at), index('remotos_errores_created_idx').on(t.created_at)],
);
