/**
 * A hot statement rendered to text once. Drizzle builds and renders a query on every call: the
 * call form's save (a 45-column UPDATE with its audit row) took ~1 ms of CPU per request for that
 * alone, and its locking read ~0.4 ms. Rendered once, each call only fills in the values. Run in a
 * `transaccionFija` (db/transaccion-fija.ts), on PostgreSQL it is also a named statement, parsed and
 * planned once per connection.
 */
import { fillPlaceholders, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/** What drizzle renders a query to. */
export interface Renderizable {
  toSQL(): { sql: string; params: unknown[] };
}

export interface SentenciaFija {
  /** Its SQL with the placeholders (`sql.placeholder(name)`) filled from `valores`, for drizzle's `execute` (sent unnamed). */
  sql(valores: Record<string, unknown>): SQL;
  /** The same as a named node-postgres query: prepared by each connection the first time it runs it. */
  nombrada(valores: Record<string, unknown>): { name: string; text: string; values: unknown[] };
}

/**
 * `consulta` rendered once, as the statement `nombre` (unique per text: a connection keeps one
 * statement per name). Drizzle numbers parameters in the order they appear, once each; anything
 * else is refused here rather than run with shifted values.
 */
export function sentenciaFija(nombre: string, consulta: Renderizable): SentenciaFija {
  const { sql: texto, params } = consulta.toSQL();
  const trozos = texto.split(/\$(\d+)/);
  const numeros = trozos.filter((_, i) => i % 2 === 1).map(Number);
  if (numeros.length !== params.length || numeros.some((n, i) => n !== i + 1)) {
    throw new Error('sentenciaFija: los parámetros no aparecen en orden una vez cada uno');
  }
  const textos = trozos.filter((_, i) => i % 2 === 0).map((t) => sql.raw(t));
  return {
    sql(valores) {
      const llenos = fillPlaceholders(params, valores);
      const partes: SQL[] = [textos[0] ?? sql.raw('')];
      llenos.forEach((v, i) => partes.push(sql`${sql.param(v)}`, textos[i + 1] ?? sql.raw('')));
      return sql.join(partes);
    },
    nombrada: (valores) => ({ name: nombre, text: texto, values: fillPlaceholders(params, valores) }),
  };
}

/** A row of `tabla`'s columns as a raw statement answers it (keys: column names), mapped as drizzle maps a select. */
export function filaDeTabla<T extends Table>(tabla: T, fila: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [clave, columna] of Object.entries(getTableColumns(tabla))) {
    const v = fila[columna.name];
    out[clave] = v === null || v === undefined ? null : columna.mapFromDriverValue(v);
  }
  return out as T['$inferSelect'];
}
