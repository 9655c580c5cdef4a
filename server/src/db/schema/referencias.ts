/** The foreign keys to requests and users that many tables share. */
import { integer } from 'drizzle-orm/pg-core';
import { usuarios } from './cuentas';
import { solicitudes } from './solicitudes';

/** The request a row belongs to: deleted with it. */
export const solicitudRef = () =>
  integer()
    .notNull()
    .references(() => solicitudes.id, { onDelete: 'cascade' });

/** One row per request, keyed by it: deleted with it. */
export const solicitudPk = () =>
  integer()
    .primaryKey()
    .references(() => solicitudes.id, { onDelete: 'cascade' });

/** A user who did something (the row stays: users are soft-deleted). */
export const usuarioRef = () => integer().references(() => usuarios.id);

/** The user a row belongs to: deleted with them. */
export const usuarioPropioRef = () =>
  integer()
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' });
