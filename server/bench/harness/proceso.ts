/**
 * What the stand-alone benches (bombas, eventos, todos-*, trabajos) share: their command-line
 * options, the server as a child process on a given port, plain HTTP requests to it, its peak
 * memory and the latency of a probe asked while a heavy request runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { rssMb } from './setup';

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);

/** The value after `--nombre` on the command line, else `def`. */
export const opcion = (nombre: string, def: string): string => {
  const i = args.indexOf(`--${nombre}`);
  return i >= 0 ? (args[i + 1] ?? def) : def;
};

/** Whether `--nombre` is on the command line. */
export const bandera = (nombre: string): boolean => args.includes(`--${nombre}`);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The `p`-th percentile (0–100) of `xs`, NaN when empty. */
export const percentil = (xs: number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.floor((p / 100) * o.length))] ?? NaN;
};

export interface Respuesta {
  status: number;
  bytes: number;
  /** The first ~2,000 characters of the body. */
  texto: string;
  /** ms from the request to the first byte of the body, and to its end. */
  primerByte: number;
  total: number;
}

export interface Peticion {
  /** A JSON body (sent with its content-type). */
  json?: object;
  cuerpo?: Buffer;
  token?: string;
  cabeceras?: Record<string, string>;
}

/** One HTTP request to the server on 127.0.0.1:`puerto`, its body read to the end. */
export function pedir(puerto: number, metodo: string, ruta: string, p: Peticion = {}): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let primerByte = 0;
    const cuerpo = p.json ? JSON.stringify(p.json) : p.cuerpo;
    const headers = { ...(p.json ? { 'content-type': 'application/json' } : {}), ...(p.token ? { authorization: `Bearer ${p.token}` } : {}), ...p.cabeceras };
    const req = http.request({ host: '127.0.0.1', port: puerto, method: metodo, path: ruta, headers }, (res) => {
      let bytes = 0;
      let texto = '';
      res.on('data', (c: Buffer) => {
        if (bytes === 0) primerByte = performance.now() - t0;
        bytes += c.length;
        if (texto.length < 2000) texto += c.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, texto, primerByte, total: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(cuerpo);
  });
}

/** POST /api/login: the session token. */
export async function entrar(puerto: number, correo: string, password: string): Promise<string> {
  const login = await pedir(puerto, 'POST', '/api/login', { json: { correo, password } });
  return (JSON.parse(login.texto) as { token: string }).token;
}

/** The server's environment on 127.0.0.1:`puerto` (warnings only in its log), over this process's. */
export const entornoHijo = (puerto: number, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(puerto),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...env,
});

/**
 * Starts the server (`node [nodeArgs] --import tsx src/main.ts`, or `entrada`) with exactly `env`
 * and waits up to a minute for /api/health on `puerto`.
 */
export async function arrancarHijo(puerto: number, env: NodeJS.ProcessEnv, entrada = ['--import', 'tsx', 'src/main.ts']): Promise<ChildProcess> {
  const hijo = spawn(process.execPath, entrada, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await pedir(puerto, 'GET', '/api/health')).status === 200) return hijo;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  hijo.kill('SIGTERM');
  throw new Error('el servidor no arrancó');
}

/** SIGTERM and its exit (waiting at most `esperaMs`). */
export async function detener(hijo: ChildProcess, esperaMs = Infinity): Promise<void> {
  if (hijo.exitCode !== null || hijo.signalCode !== null) return;
  const fin = once(hijo, 'exit');
  hijo.kill('SIGTERM');
  await (Number.isFinite(esperaMs) ? Promise.race([fin, sleep(esperaMs)]) : fin);
}

/** VmRSS (MB) now, and its peak sampled every `cadaMs` until `parar()` (which samples once more). */
export function picoRss(rss: () => number, cadaMs = 20): { antes: number; parar(): number } {
  const antes = rss();
  let pico = antes;
  const muestreo = setInterval(() => (pico = Math.max(pico, rss())), cadaMs);
  return {
    antes,
    parar: () => {
      clearInterval(muestreo);
      return (pico = Math.max(pico, rss()));
    },
  };
}

/** `picoRss` of one process. */
export const picoRssDe = (pid: number, cadaMs = 20) => picoRss(() => rssMb(pid), cadaMs);

/**
 * Waits for `trabajo` while asking `sonda` one call after another (`pausaMs` between): does anyone
 * else get an answer meanwhile? Its result and each probe's time (ms).
 */
export async function sondearMientras<T>(trabajo: Promise<T>, sonda: () => Promise<unknown>, pausaMs: number): Promise<{ resultado: T; tiempos: number[] }> {
  let terminado = false;
  const fin = trabajo.finally(() => (terminado = true));
  const tiempos: number[] = [];
  while (!terminado) {
    const t0 = performance.now();
    await sonda();
    tiempos.push(performance.now() - t0);
    await sleep(pausaMs);
  }
  return { resultado: await fin, tiempos };
}

/** A scratch database `<prefijo>_<random>` on `adminUrl`'s server: its name and URL, and `borrar()` to drop it. */
export async function baseDesechable(adminUrl: string, prefijo: string): Promise<{ nombre: string; url: string; borrar(): Promise<void> }> {
  const nombre = `${prefijo}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${nombre}`);
  } catch (e) {
    await admin.end();
    throw e;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${nombre}`;
  return {
    nombre,
    url: url.toString(),
    borrar: async () => {
      try {
        await admin.query(`drop database if exists ${nombre} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
