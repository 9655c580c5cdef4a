// Unit and component tests of every package. The server's API suite has its own config
// (server/jest.config.cjs) because it runs once per database.
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-solicitudes',
    '<rootDir>/mf-callcenter',
    '<rootDir>/mf-reportes',
    '<rootDir>/mf-admin',
  ],
};
