// `npm run check:engines` (and the lint stage of `npm test`): every installed runtime dependency of
// the workspace packages (dependencies, transitively; not devDependencies) accepts the oldest Node
// the root package.json promises in `engines`. A package that needs a newer Node is listed with
// who brings it in; fix it with an override in pnpm-workspace.yaml or by raising the floor.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import semver from 'semver';
import { fail, log, repoRoot } from './lib.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootRange = readJson(join(repoRoot, 'package.json')).engines.node;
const floor = semver.minVersion(rootRange);

/** The directory of `name` as Node resolves it from `fromDir` (pnpm links), or null if absent. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(realpathSync(candidate));
    if (dirname(dir) === dir) return null;
  }
}

/** The workspace packages' directories (the `packages:` list of pnpm-workspace.yaml). */
function workspacePackages() {
  const yaml = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:\s+-.*\n)+)/m.exec(yaml)?.[1] ?? '';
  const patterns = block.split('\n').map((l) => l.replace(/^\s*-\s*/, '').trim()).filter(Boolean);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(repoRoot, pattern)];
    const parent = join(repoRoot, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(parent, d.name));
  });
}

const seen = new Map();
const problems = [];

function visit(dir, via) {
  if (seen.has(dir)) return;
  const pkg = readJson(join(dir, 'package.json'));
  seen.set(dir, pkg.name);
  const range = pkg.engines?.node;
  if (range && !semver.satisfies(floor, range, { includePrerelease: true })) {
    problems.push(`${pkg.name}@${pkg.version} pide Node ${range} (traído por ${via.join(' > ')})`);
  }
  const deps = { ...pkg.dependencies, ...pkg.optionalDependencies };
  for (const name of Object.keys(deps)) {
    const child = resolvePackage(name, dir);
    if (child) visit(child, [...via, pkg.name]);
  }
}

for (const dir of workspacePackages()) {
  if (!existsSync(join(dir, 'package.json'))) continue;
  const pkg = readJson(join(dir, 'package.json'));
  if (pkg.name === 'e2e') continue; // test-only package: its dependencies never run in production
  for (const name of Object.keys({ ...pkg.dependencies })) {
    const child = resolvePackage(name, dir);
    // Workspace links (@verifica/*) are visited as workspace packages themselves.
    if (child?.includes('/node_modules/')) visit(child, [pkg.name]);
  }
}

if (problems.length > 0) {
  fail(`Dependencias que no aceptan Node ${floor} (engines de package.json: ${rootRange}):\n  ${problems.join('\n  ')}`);
}
log(`${seen.size} dependencias de ejecución aceptan Node ${floor} (engines: ${rootRange}).`);
