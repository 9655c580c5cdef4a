const preset = require('../jest.preset.cjs')({ rootDir: __dirname, displayName: 'mf-reportes', environment: 'jsdom' });

module.exports = {
  ...preset,
  // jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
  setupFiles: [...(preset.setupFiles ?? []), require.resolve('../packages/build-config/jest-setup-env.cjs')],
};
