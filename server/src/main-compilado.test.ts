/**
 * The compiled server (build.mjs -> dist/main.js, what `npm start` and the e2e tests run) starts
 * under plain node: no tsx, no TypeScript compiler and no .ts file is loaded at run time, and it
 * still finds the repository's folders (migrations: /api/ready answers 200).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from '../test/context';
import { esperarListo, peticion, puertoLibre, serverDir, type Proceso } from '../test/procesos';

// Under server/ so that the external packages resolve from server/node_modules.
const outdir = path.join(serverDir, 'node_modules', '.cache', `verifica-dist-${process.pid}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-compilado-'));

// A module hook that refuses TypeScript at run time (the test fails if the server needs it).
const HOOKS = `export async function resolve(specifier, context, next) {
  if (/^(tsx|typescript)(\\/|$)/.test(specifier)) throw new Error('cargado en ejecución: ' + specifier);
  const resolved = await next(specifier, context);
  if (/\\.[cm]?tsx?$/.test(resolved.url)) throw new Error('TypeScript en ejecución: ' + resolved.url);
  return resolved;
}`;

beforeAll(() => {
  mkdirSync(outdir, { recursive: true });
  execFileSync(process.execPath, ['build.mjs', outdir], { cwd: serverDir, stdio: 'pipe' });
  writeFileSync(path.join(outdir, 'hooks.mjs'), HOOKS);
  writeFileSync(path.join(outdir, 'sin-typescript.mjs'), "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n");
});

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function arrancarCompilado(port: number): Proceso {
  const child = spawn(process.execPath, ['--import', path.join(outdir, 'sin-typescript.mjs'), path.join(outdir, 'main.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  child.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  child.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  const fin = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, fin, salida: () => salida };
}

it('dist/main.js starts without TypeScript, applies the migrations and stops cleanly', async () => {
  const port = await puertoLibre();
  const servidor = arrancarCompilado(port);
  try {
    await esperarListo(port, servidor);
    expect((await peticion(port, 'GET', '/api/ready')).status).toBe(200);
  } finally {
    servidor.child.kill('SIGTERM');
  }
  expect((await servidor.fin).code).toBe(0);
  expect(servidor.salida()).not.toMatch(/TypeScript en ejecución|cargado en ejecución/);
});
