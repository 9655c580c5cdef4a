// Removes the run's templates (global-setup.cjs): the dumps' folder and the template databases.
const { rmSync } = require('node:fs');
const pg = require('pg');

module.exports = async function globalTeardown() {
  const { VERIFICA_PLANTILLAS_DIR: carpeta, VERIFICA_PLANTILLAS_BASE: prefijo, TEST_DATABASE_URL: adminUrl } = process.env;
  if (carpeta) rmSync(carpeta, { recursive: true, force: true });
  if (!adminUrl || !prefijo) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where starts_with(datname, $1)', [prefijo]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
};
