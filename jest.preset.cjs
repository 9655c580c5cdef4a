// Shared jest settings for every package (each package's jest.config.cjs spreads this).
const path = require('node:path');

// ESM-only packages that jest must transform (pnpm keeps them under node_modules/.pnpm/<name>@<v>).
const esmOnly = [
  'ol', 'rbush', 'quickselect', 'earcut', 'pbf', 'color-rgba', 'color-parse', 'color-name', 'color-space',
  '@tanstack', 'date-fns', 'react-day-picker', '@date-fns', 'jose', 'geotiff', 'zarrita', 'numcodecs',
  '@faker-js/faker', 'content-disposition', '@electric-sql/pglite', 'cookie',
  // pnpm stores scoped packages as <scope>+<name>@<v>: list them by full name.
  '@tanstack/react-table', '@tanstack/table-core', '@date-fns/tz',
];
const esmPattern = esmOnly.map((n) => n.replace('/', '\\+')).join('|');

/** @param {{ rootDir: string, displayName: string, environment?: 'node' | 'jsdom' }} opts */
module.exports = function preset({ rootDir, displayName, environment = 'node' }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    // Component tests wait on a real local HTTP API; under a loaded CI machine 5 s is too tight.
    testTimeout: 20_000,
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmPattern})@)`],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|jpg|jpeg|svg|gif|webp|geojson)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-env.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    // Where jest.setup-dom.cjs resolves the package's own @testing-library/react from.
    globals: { VERIFICA_PACKAGE_DIR: rootDir },
  };
};
