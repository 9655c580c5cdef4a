module.exports = require('../jest.preset.cjs')({ rootDir: __dirname, displayName: 'mf-callcenter', environment: 'jsdom' });
