module.exports = require('../jest.preset.cjs')({ rootDir: __dirname, displayName: 'mf-reportes', environment: 'jsdom' });
