/**
 * The one "nombre completo" of a person: nombre, apellido paterno, apellido materno, each trimmed
 * of surrounding spaces, blank parts left out, joined by one space. The SQL form gives exactly
 * the same text, for lists sorted or searched in the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface PartesNombre {
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
}

/** Same trimming as PostgreSQL's trim(): spaces only. */
const recortar = (s: string) => s.replace(/^ +| +$/g, '');

export function nombreCompleto(u: PartesNombre): string {
  return [u.nombre, u.apellido_paterno, u.apellido_materno]
    .map(recortar)
    .filter((s) => s !== '')
    .join(' ');
}

type Columnas = { nombre: AnyPgColumn; apellido_paterno: AnyPgColumn; apellido_materno: AnyPgColumn };

/** SQL of nombreCompleto over a usuarios table or alias (e.g. `nombreCompletoSql(usuarios)`). */
export function nombreCompletoSql(t: Columnas): SQL<string> {
  return sql<string>`concat_ws(' ', nullif(trim(${t.nombre}), ''), nullif(trim(${t.apellido_paterno}), ''), nullif(trim(${t.apellido_materno}), ''))`;
}

/**
 * nombreCompletoSql of a left-joined user: null when there is none (every part null) or the name
 * is blank, as the lists show an absent gestor or operator.
 */
export function nombreCompletoONuloSql(t: Columnas): SQL<string | null> {
  return sql<string | null>`nullif(${nombreCompletoSql(t)}, '')`;
}

