/** The SQL twins of contracts' name rules give the same text as the rules, on both engines. */
import { sql } from 'drizzle-orm';
import { nombreCliente, nombreCompleto } from '@verifica/contracts';
import { findRepoRoot } from '../config';
import { migrationsFolderOf, openDatabase, type Database } from '../db/client';
import { filas } from '../db/filas';
import { nombreClienteSql, nombreCompletoSql } from './nombre';

const PARTES: [string | null, string | null, string | null][] = [
  ['Ana', 'López', 'Ruiz'],
  [' Ana ', 'López', ''],
  ['Juan ', '  ', ' Pérez'],
  [null, 'Abarrotes El Sol SA', null],
  ['', null, ' '],
  ['\tAna', 'Ruiz', null],
  ['María  José', 'de la O', 'Núñez'],
];

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? null, migrationsFolder: migrationsFolderOf(findRepoRoot()) });
});
afterAll(() => database.close());

const texto = (v: string | null) => sql`${v}::text`;

it.each(PARTES)('nombreClienteSql(%j, %j, %j) = nombreCliente', async (nombre, appat, apmat) => {
  const [r] = await filas<{ t: string }>(database.db, sql`select ${nombreClienteSql({ nombre: texto(nombre), appat_rzsoc: texto(appat), apmat_nomco: texto(apmat) })} as t`);
  expect(r?.t).toBe(nombreCliente({ nombre, appat_rzsoc: appat, apmat_nomco: apmat }));
});

it.each(PARTES.map(([a, b, c]) => [a ?? '', b ?? '', c ?? '']))('nombreCompletoSql(%j, %j, %j) = nombreCompleto', async (nombre, paterno, materno) => {
  const [r] = await filas<{ t: string }>(database.db, sql`select ${nombreCompletoSql({ nombre: texto(nombre), apellido_paterno: texto(paterno), apellido_materno: texto(materno) })} as t`);
  expect(r?.t).toBe(nombreCompleto({ nombre, apellido_paterno: paterno, apellido_materno: materno }));
});
