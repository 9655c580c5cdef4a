// `npm run typecheck` (and the typecheck stage of `npm test`): every workspace package's
// tsconfig.json, checked by `tsc`. Packages whose compiler options are the same (the front end:
// shared, mapa, the shell and the remotes) are checked as one program, so the sources they all
// import (@verifica/shared, contracts) are checked once instead of once per app: 63 s → 15 s.
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { log, repoRoot, runAsync } from './lib.mjs';

function workspaceDirs() {
  const patterns = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+(\S+)\s*$/.exec(line)?.[1])
    .filter((p) => p && !p.includes("'"));
  return patterns.flatMap((p) =>
    p.endsWith('/*') ? readdirSync(join(repoRoot, p.slice(0, -2))).map((d) => join(p.slice(0, -2), d)) : [p],
  );
}

/** Each package with a `typecheck` script and its tsconfig, with paths made absolute. */
function programs() {
  const groups = new Map();
  for (const dir of workspaceDirs()) {
    const pkgFile = join(repoRoot, dir, 'package.json');
    const tsconfigFile = join(repoRoot, dir, 'tsconfig.json');
    if (!existsSync(pkgFile) || !existsSync(tsconfigFile)) continue;
    if (!JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.typecheck) continue;
    const tsconfig = JSON.parse(readFileSync(tsconfigFile, 'utf8'));
    const base = dirname(tsconfigFile);
    // Everything but `include` decides the group (an `exclude` or `files` keeps a package apart).
    const { include, extends: ext, ...rest } = tsconfig;
    const options = JSON.stringify({ ...rest, extends: resolve(base, ext ?? '') });
    const group = groups.get(options) ?? { options, dirs: [], include: new Set() };
    group.dirs.push(dir);
    for (const entry of include ?? ['.']) group.include.add(resolve(base, entry));
    groups.set(options, group);
  }
  // A group of several packages becomes one tsconfig under node_modules/.cache, from where `types`
  // still resolve through the root node_modules.
  const cache = join(repoRoot, 'node_modules', '.cache', 'typecheck');
  return [...groups.values()].map((group, i) => {
    if (group.dirs.length === 1) return { name: group.dirs[0], project: join(repoRoot, group.dirs[0], 'tsconfig.json') };
    mkdirSync(cache, { recursive: true });
    const project = join(cache, `tsconfig.${i}.json`);
    writeFileSync(project, JSON.stringify({ ...JSON.parse(group.options), include: [...group.include] }, null, 2));
    return { name: group.dirs.join(' + '), project };
  });
}

const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const pending = programs();
let failed = false;
async function worker() {
  for (let next = pending.shift(); next; next = pending.shift()) {
    const code = await runAsync(process.execPath, [tsc, '-p', next.project]);
    log(`typecheck ${code === 0 ? 'OK' : 'FALLO'}: ${next.name}`);
    if (code !== 0) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
