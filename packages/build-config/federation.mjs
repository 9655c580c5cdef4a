// What Module Federation shares between the shell and the remotes, and the versions a remote is
// built against and the shell offers (ARCHITECTURE §2; packages/shared/README.md).
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readJson } from './remotes.mjs';

/**
 * Packages shared as singletons between the shell and every remote: the ones that hold state
 * (React, the router, styled-components' style sheet, the session in @verifica/shared).
 * @verifica/contracts is NOT shared on purpose: it is stateless (constants, pure functions, zod
 * schemas), and a shared module cannot be tree-shaken, so sharing it would put all of zod on the
 * login page. Each app bundles the part of it that it uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/', // prefix form: react-dom/client is shared too
  'react/jsx-runtime',
  'styled-components',
  '@verifica/shared',
  // The light part the login page needs (packages/shared/README.md, "Subpaths"): its own singleton,
  // so that the login page does not load the whole package (UI kit, controllers, zod via contracts).
  '@verifica/shared/base',
  // The router (one set of contexts). Every app imports it from here, never from react-router-dom,
  // so react-router is bundled behind this entry's list of names and tree-shaken to them: shared
  // as a package of its own it could not be.
  '@verifica/shared/router',
];

/**
 * Shared (one download for every app that uses it) but not singletons and only for the apps that
 * depend on them: ol is heavy and used by several remotes, never by the shell. Prefix form because
 * ol is imported by subpath (ol/Map, ol/layer/Tile, ...). Never eager: it loads with the screen.
 */
export const SHARED_OPTIONAL = ['ol/'];

/** package.json of `pkg` as seen from `fromDir`: its node_modules, then the parents' (pnpm links). */
function findPackageJson(pkg, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(candidate)) return realpathSync(candidate);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Version of `pkg` as installed for the app in `fromDir`. */
function installedVersion(pkg, fromDir) {
  const direct = findPackageJson(pkg, fromDir);
  return direct ? readJson(direct).version : undefined;
}

function packageNameOf(key) {
  if (key.endsWith('/')) return key.slice(0, -1);
  return key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/**
 * requiredVersion of a shared package for this app: its package.json range, or for workspace
 * packages (@verifica/shared) `^<major>.<minor>.0` of the version it is built against. The rule
 * (packages/shared/README.md): a remote built against shared 1.x needs a shell with >= 1.x.0.
 */
function requiredVersionFor(declared, version) {
  if (declared && !declared.startsWith('workspace:')) return declared;
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/** The `shared` map, requiredVersion from the app's package.json range or the installed version. */
export function sharedConfig(appDir) {
  const pkg = readJson(join(appDir, 'package.json'));
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    const pkgName = packageNameOf(key);
    const version = installedVersion(pkgName, appDir);
    if (!version) throw new Error(`[build-config] ${pkg.name}: no se encontró ${pkgName}`);
    shared[key] = { singleton: true, requiredVersion: requiredVersionFor(ranges[pkgName], version), version };
  }
  for (const key of SHARED_OPTIONAL) {
    const pkgName = packageNameOf(key);
    // Only apps that declare the package share it (the shell has no ol).
    if (!ranges[pkgName]) continue;
    const version = installedVersion(pkgName, appDir);
    if (!version) continue;
    shared[key] = { singleton: false, eager: false, requiredVersion: requiredVersionFor(ranges[pkgName], version), version };
  }
  return shared;
}

/** The packages a remote runs on from the shell; a release declares the ranges it needs (contracts PAQUETES_COMPATIBLES). */
export const PAQUETES_COMPATIBLES = ['@verifica/shared', '@verifica/contracts', 'react'];

/** What an app was built against: package -> requiredVersion (same rule as `sharedConfig`). */
export function requiereDe(appDir) {
  const pkg = readJson(join(appDir, 'package.json'));
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const out = {};
  for (const name of PAQUETES_COMPATIBLES) {
    const version = installedVersion(name, appDir);
    if (!version) throw new Error(`[build-config] ${pkg.name}: no se encontró ${name}`);
    out[name] = requiredVersionFor(ranges[name], version);
  }
  return out;
}

/** What the shell offers the remotes: package -> installed version (shell/dist/compat.json). */
export function ofreceDe(appDir) {
  const out = {};
  for (const name of PAQUETES_COMPATIBLES) {
    const version = installedVersion(name, appDir);
    if (!version) throw new Error(`[build-config] shell: no se encontró ${name}`);
    out[name] = version;
  }
  return out;
}
