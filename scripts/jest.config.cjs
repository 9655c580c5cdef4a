// The tests of the repository's own scripts (scripts/*.test.cjs), in the root jest config.
const preset = require('../jest.preset.cjs')({ rootDir: __dirname, displayName: 'scripts' });

module.exports = { ...preset, testMatch: ['<rootDir>/*.test.cjs'] };
