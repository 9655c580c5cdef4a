import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Under federation `@verifica/shared/base` is its own singleton: a file outside it that imported a
// base file by a relative path would bundle a second copy (a second session store, axios instance
// or snackbar context). So the rest reaches base only through the package name.
const SRC = __dirname;
const IMPORT = /\b(?:from|import)\s*\(?\s*'([^']+)'/g;

function resolveRelative(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? '');
}

/** base.ts and every file it reaches through relative imports. */
function baseFiles(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      const target = spec.startsWith('.') ? resolveRelative(file, spec) : undefined;
      if (target) visit(target);
    }
  };
  visit(join(SRC, 'base.ts'));
  return seen;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Test helpers run without federation.
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'test') yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

describe('@verifica/shared/base', () => {
  const base = baseFiles();

  test('holds the session, the API client and the login controls', () => {
    const names = [...base].map((f) => relative(SRC, f));
    expect(names).toEqual(expect.arrayContaining(['session/sessionStore.ts', 'api/client.ts', 'ui/Snackbar.tsx', 'ui/Switch.tsx']));
    expect(names).not.toContain('ui/DataTable/DataTable.tsx');
  });

  test('imports nothing from the rest of the package', () => {
    const offending = [...base].flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('@verifica/shared'))
        .map((spec) => `${relative(SRC, file)} -> ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  test('the rest reaches it only as @verifica/shared/base', () => {
    const offending: string[] = [];
    for (const file of sources(SRC)) {
      if (base.has(file)) continue;
      for (const spec of importsOf(file)) {
        const target = spec.startsWith('.') ? resolveRelative(file, spec) : undefined;
        if (target && base.has(target)) offending.push(`${relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});

describe('@verifica/shared/router', () => {
  // Its own singleton too: a relative import of router.ts would bundle a second react-router
  // (a second set of router contexts) into the importing entry.
  test('every file reaches it only as @verifica/shared/router', () => {
    const router = join(SRC, 'router.ts');
    const offending: string[] = [];
    for (const file of sources(SRC)) {
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.') && resolveRelative(file, spec) === router) offending.push(`${relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
