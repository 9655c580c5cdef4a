import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Package boundaries (ARCHITECTURE §1): a remote never imports another remote or the server;
// packages never import apps; e2e drives the built portal and reads only @verifica/contracts.
const REMOTE_NAMES = ['mf-admin', 'mf-solicitudes', 'mf-callcenter', 'mf-reportes'];
const APPS = ['shell', 'server', 'e2e', ...REMOTE_NAMES];
const byName = (names) => names.flatMap((n) => [n, `${n}/**`]);
const byPath = (names) => names.map((n) => `**/${n}/**`);
const boundary = (patterns) => ['error', { patterns }];
const NO_APPS = { group: [...byName(APPS), ...byPath(APPS), ...byPath(['mf-*'])], message: 'Packages never import apps (shell, remotes, server, e2e).' };
// One router for the shell and every remote: @verifica/shared/router is the federated singleton,
// and react-router is bundled behind it only (packages/shared/README.md, "Subpaths").
const ROUTER_FILE = 'packages/shared/src/router.ts';
const ROUTER = { group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'], message: 'Import the router from @verifica/shared/router.' };
// Its UNSAFE_* names are react-router's private internals, in router.ts too.
const ROUTER_UNSAFE = {
  group: ['@verifica/shared/router', ...ROUTER.group],
  importNamePattern: '^UNSAFE_',
  message: "react-router's UNSAFE_* names are its private internals: use its public API.",
};
const NO_OL = { group: ['ol', 'ol/**', '@verifica/mapa', '@verifica/mapa/**'], message: '@verifica/shared does not depend on OpenLayers: maps use @verifica/mapa.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', '**/test-results/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': boundary([ROUTER, ROUTER_UNSAFE]) },
  },
  {
    files: ['mf-*/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': boundary([
        ROUTER,
        ROUTER_UNSAFE,
        { group: [...byName(REMOTE_NAMES), ...byPath(['mf-*']), 'mf_*/**'], message: 'A remote never imports another remote (share it through @verifica/shared).' },
        { group: [...byName(['server']), ...byPath(['server'])], message: 'A remote never imports server code (call the API).' },
      ]),
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': boundary([NO_APPS, ROUTER, ROUTER_UNSAFE]) },
  },
  {
    // The federated singleton stays generic: map code (and OpenLayers) lives in @verifica/mapa.
    files: ['packages/shared/**/*.{ts,tsx,js,mjs}'],
    ignores: [ROUTER_FILE],
    rules: { 'no-restricted-imports': boundary([NO_APPS, NO_OL, ROUTER, ROUTER_UNSAFE]) },
  },
  {
    files: [ROUTER_FILE],
    rules: { 'no-restricted-imports': boundary([NO_APPS, NO_OL, ROUTER_UNSAFE]) },
  },
  {
    files: ['e2e/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': boundary([
        { group: ['@verifica/*', '!@verifica/contracts', '@verifica/contracts/**'], message: 'e2e imports only the @verifica/contracts entry.' },
        { group: ['**/packages/**', ...byPath(['server', 'shell', 'mf-*']), ...byName(['server', 'shell', ...REMOTE_NAMES])], message: 'e2e imports no package or app source: drive the built portal, read @verifica/contracts.' },
      ]),
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
