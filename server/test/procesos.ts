/** Real server processes for tests of start-up behaviour (node --import tsx src/main.ts). */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { TEST_JWT_SECRET } from './context';

export const serverDir = path.join(findRepoRoot(), 'server');

export interface Proceso {
  child: ReturnType<typeof spawn>;
  fin: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** stdout and stderr so far. */
  salida: () => string;
}

/** Starts a TypeScript entry file of the server (default the server itself) with this environment. */
export function arrancar(env: Record<string, string>, entrada = 'src/main.ts', args: string[] = []): Proceso {
  const child = spawn(process.execPath, ['--import', 'tsx', entrada, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  child.stdout?.on('data', (d: Buffer) => (salida += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (salida += d.toString()));
  const fin = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, fin, salida: () => salida };
}

export const puertoLibre = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** One request on a fresh connection (no keep-alive), so a cluster may hand it to any worker. */
export const peticion = (port: number, metodo: string, ruta: string, cuerpo?: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const datos = cuerpo === undefined ? undefined : JSON.stringify(cuerpo);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: ruta,
        method: metodo,
        agent: false,
        headers: { connection: 'close', ...(datos ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(datos) } : {}) },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(datos);
  });

export const health = async (port: number) => {
  const r = await peticion(port, 'GET', '/api/health');
  return { status: r.status, pid: (JSON.parse(r.body) as { pid: number }).pid };
};

/** Waits until the server on `port` answers /api/health (or the process ends). */
export async function esperarListo(port: number, p: Proceso, ms = 45_000): Promise<void> {
  const limite = Date.now() + ms;
  let terminado = false;
  void p.fin.then(() => (terminado = true));
  while (Date.now() < limite && !terminado) {
    try {
      if ((await health(port)).status === 200) return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`el servidor no arrancó: ${p.salida()}`);
}

export const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
