// API integration tests (jest + fastify.inject) on in-process PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set (each test file creates and drops its own database).
const preset = require('../jest.preset.cjs');

const SIN_BASE = ['config', 'lib/copia/lectura', 'lib/dates', 'lib/secretos', 'lib/xlsx/escritura', 'lib/zip/zip', 'modules/frontend/plugin', 'modules/solicitudes/exportar-columnas'];

module.exports = {
  ...preset({ rootDir: __dirname, displayName: 'server' }),
  testTimeout: 60_000,
  // Each run builds a migrated, seeded database once per set of seed options (test/plantillas.ts).
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  // The compiled server runs on its embedded database whatever the suite's database is: its test
  // (src/main-compilado.test.ts) runs once, in the PGlite stage.
  // Tests that open no database (file formats, dates, config, the front-end plugin) also run once,
  // in the PGlite stage: on PostgreSQL they would test nothing new.
  testPathIgnorePatterns: process.env.TEST_DATABASE_URL
    ? ['/node_modules/', '/src/main-compilado\\.test\\.ts$', ...SIN_BASE.map((t) => `/src/${t.replace(/\./g, '\\.')}\\.test\\.ts$`)]
    : ['/node_modules/'],
  // PGlite boots a WebAssembly Postgres per file: keep parallelism modest on small machines.
  maxWorkers: process.env.CI ? 2 : '50%',
};
