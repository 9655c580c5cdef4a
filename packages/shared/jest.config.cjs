module.exports = require('../../jest.preset.cjs')({ rootDir: __dirname, displayName: 'shared', environment: 'jsdom' });
