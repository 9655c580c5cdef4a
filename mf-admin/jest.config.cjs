const preset = require('../jest.preset.cjs')({ rootDir: __dirname, displayName: 'mf-admin', environment: 'jsdom' });

// What packages/build-config defines for a build without VERIFICA_VERSION_REMOTO.
module.exports = { ...preset, globals: { ...preset.globals, __VERSION_REMOTO__: require('./package.json').version } };
