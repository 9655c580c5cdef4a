/**
 * SQL twins of contracts' name rules (nombreCompleto, nombreCliente): the same text, for lists
 * sorted or searched in the database (nombre.test.ts compares both on the same values).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export { nombreCompleto, type PartesNombre } from '@verifica/contracts';

type Valor = AnyPgColumn | SQL;

/** concat_ws of the parts trimmed (spaces), blank ones left out: contracts' `unir`. */
const unirSql = (partes: readonly Valor[]): SQL<string> =>
  sql<string>`concat_ws(' ', ${sql.join(partes.map((p) => sql`nullif(trim(${p}), '')`), sql`, `)})`;

type Columnas = { nombre: Valor; apellido_paterno: Valor; apellido_materno: Valor };

/** SQL of nombreCompleto over a usuarios table or alias (e.g. `nombreCompletoSql(usuarios)`). */
export function nombreCompletoSql(t: Columnas): SQL<string> {
  return unirSql([t.nombre, t.apellido_paterno, t.apellido_materno]);
}

/** SQL of nombreCliente over a solicitudes table or alias. */
export function nombreClienteSql(t: { nombre: Valor; appat_rzsoc: Valor; apmat_nomco: Valor }): SQL<string> {
  return unirSql([t.nombre, t.appat_rzsoc, t.apmat_nomco]);
}

/**
 * nombreCompletoSql of a left-joined user: null when there is none (every part null) or the name
 * is blank, as the lists show an absent gestor or operator.
 */
export function nombreCompletoONuloSql(t: Columnas): SQL<string | null> {
  return sql<string | null>`nullif(${nombreCompletoSql(t)}, '')`;
}

