/** vigenciaSql selects exactly the instants contracts' vigenciaDe buckets as each vigencia, on both engines. */
import { sql } from 'drizzle-orm';
import { vigenciaDe, type UmbralesVigencia } from '@verifica/contracts';
import { findRepoRoot } from '../config';
import { migrationsFolderOf, openDatabase, type Database } from '../db/client';
import { filas } from '../db/filas';
import { diasEntre } from './dates';
import { vigenciaSql } from './vigencia';

const AHORA = new Date('2026-03-15T18:00:00Z');
const HORA = 3_600_000;
// Every hour of the last six days, plus a minute either side of each hour: the business day's
// start falls on one of them whatever the time zone.
const DESDE = Array.from({ length: 6 * 24 }, (_, h) => AHORA.getTime() - h * HORA).flatMap((t) => [t - 60_000, t, t + 60_000]).map((t) => new Date(t));

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? null, migrationsFolder: migrationsFolderOf(findRepoRoot()) });
});
afterAll(() => database.close());

async function seleccionadas(v: 1 | 2 | 3, umbrales: UmbralesVigencia): Promise<string[]> {
  const desde = sql`d.desde`;
  const rows = await filas<{ desde: string }>(
    database.db,
    sql`select to_char(d.desde at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as desde
          from unnest(string_to_array(${DESDE.map((d) => d.toISOString()).join(',')}, ',')::timestamptz[]) as d(desde)
         where ${vigenciaSql(desde, v, { ahora: AHORA, umbrales })} order by 1`,
  );
  return rows.map((r) => r.desde);
}

describe.each([
  { retrasada: 1, vencida: 2 },
  { retrasada: 2, vencida: 4 },
])('umbrales %j', (umbrales) => {
  it.each([1, 2, 3] as const)('vigencia %i: the same instants in SQL and in vigenciaDe', async (v) => {
    const esperadas = DESDE.filter((d) => vigenciaDe(diasEntre(d, AHORA), umbrales) === v).map((d) => d.toISOString()).sort();
    expect(esperadas.length).toBeGreaterThan(0);
    expect(await seleccionadas(v, umbrales)).toEqual(esperadas);
  });
});
