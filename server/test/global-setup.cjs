// The run's templates (plantillas.ts): a folder for the PGlite dumps and a name prefix for the
// PostgreSQL template databases. Jest workers inherit both variables.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.VERIFICA_PLANTILLAS_DIR) return;
  const carpeta = mkdtempSync(path.join(os.tmpdir(), 'verifica-plantillas-'));
  process.env.VERIFICA_PLANTILLAS_DIR = carpeta;
  process.env.VERIFICA_PLANTILLAS_BASE = `verifica_tpl_${path.basename(carpeta).replace(/\W/g, '').toLowerCase()}_`;
};
