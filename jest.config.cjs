// Unit and component tests of every package. The server's API suite has its own config
// (server/jest.config.cjs) because it runs once per database.
module.exports = {
  // A global option: jest ignores testTimeout inside a project's config (jest.preset.cjs) when
  // several projects run, so it is set here too.
  testTimeout: 20_000,
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/shared',
    '<rootDir>/packages/mapa',
    '<rootDir>/shell',
    '<rootDir>/mf-solicitudes',
    '<rootDir>/mf-callcenter',
    '<rootDir>/mf-reportes',
    '<rootDir>/mf-admin',
    '<rootDir>/scripts',
  ],
};
