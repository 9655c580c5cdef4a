// The portal served for the browser benches: the server from source on a free port over a seeded
// database (scripts/bench-navegador.mjs, scripts/bench-todos-navegador.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';

const PASSWORD = 'Verifica.2026';

export const puertoLibre = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The server of `repoRoot` over `DATABASE_URL`; its URL and a stop() that waits for its exit. */
export async function arrancarServidor(repoRoot, DATABASE_URL) {
  const port = await puertoLibre();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env: {
      ...process.env,
      DATABASE_URL,
      DATA_DIR: process.env.BENCH_DATA_DIR || '/tmp/verifica-bench-data',
      JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const limite = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) {
      child.kill('SIGKILL');
      throw new Error('El servidor no respondió /api/health en 120 s.');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

/** POST /api/login of a seeded user (the seed's password). */
export async function login(url, correo) {
  const r = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ correo, password: PASSWORD }) });
  if (!r.ok) throw new Error(`POST /api/login ${correo}: HTTP ${r.status}`);
  return r.json();
}

/** Runs in the page before the app (Playwright's addInitScript): the session `login` returned, where the app reads it. */
export const guardarSesion = (sesion) => {
  localStorage.setItem('token', sesion.token);
  localStorage.setItem('nombre', sesion.nombre);
  localStorage.setItem('correo', sesion.correo);
  localStorage.setItem('agencia', sesion.agencia);
  localStorage.setItem('permisos', JSON.stringify(sesion.permisos));
};
