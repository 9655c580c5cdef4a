import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UMBRALES_VIGENCIA, type UmbralesVigencia } from '@verifica/contracts';
import { crearDirectorioSync, MODO_ARCHIVO } from './lib/archivos';
import { ocultarUrl } from './lib/secretos';

/** The server's configuration, read once from the environment (see server/README.md). */
export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the embedded database, uploads, outbox and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; null = embedded PGlite under `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtTtl: number;
  /** SMTP connection URL; null = mails are written as .eml files into `outboxDir`. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Base URL of the portal, used in password-reset links. */
  publicUrl: string;
  seedPassword: string;
  /**
   * Fill an empty database with demo data: always in the embedded mode, with DATABASE_URL only
   * when SEED_DEMO=1.
   */
  seedDemo: boolean;
  /** First global administrator (ADMIN_CORREO + ADMIN_PASSWORD), created at start when missing. */
  admin: { correo: string; password: string } | null;
  /** Bearer token GET /metrics requires; null = open. */
  metricsToken: string | null;
  /** IANA business time zone (APP_TIMEZONE). */
  timezone: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Failed logins allowed per account / per IP inside `loginWindowMinutes` before 429. */
  loginMaxFailsAccount: number;
  loginMaxFailsIp: number;
  loginWindowMinutes: number;
  /** POST /password/email requests allowed per IP inside `passwordEmailWindowMinutes` before 429. */
  passwordEmailMaxIp: number;
  passwordEmailWindowMinutes: number;
  /** Lifetime of signed image URLs, seconds. */
  imageUrlTtl: number;
  /** Lifetime of password-reset links, minutes. */
  resetTokenMinutes: number;
  /** Fastify trustProxy: false, true, a hop count, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Days waiting (unverified call assignment) at which it is Retrasada and Vencida. */
  vigenciaDias: UmbralesVigencia;
  /** XYZ tile template of the map report's basemap ({z}/{x}/{y}); null = offline basemap. */
  mapTileUrl: string | null;
  /** Attribution shown over those tiles. */
  mapTileAttribution: string | null;
  /** Processes serving the port (node:cluster); > 1 only with PostgreSQL. */
  workers: number;
  /** PostgreSQL connections per process. */
  dbPoolMax: number;
  /** Repository root (where pnpm-workspace.yaml lives). */
  repoRoot: string;
  /** Live events (GET /api/eventos, modules/eventos). */
  eventos: {
    /** Open event streams this process accepts (503 beyond). */
    maxConexiones: number;
    /** Open event streams per user (429 beyond). */
    porUsuario: number;
    /** Milliseconds between keep-alive comments, each after checking the session is still valid. */
    pingMs: number;
  };
  /** Milliseconds between sweeps for callbacks that fell due (modules/rellamadas/aviso.ts). */
  rellamadas: { avisoMs: number };
  /** Background jobs (modules/trabajos). */
  trabajos: {
    /** Whether this process runs the worker loop (TRABAJOS_TRABAJADOR=0 turns it off). */
    trabajador: boolean;
    /** Milliseconds between looks for a pending job. */
    intervaloMs: number;
    /** Seconds without a heartbeat after which a running job counts as abandoned. */
    abandonoSegundos: number;
    /** Hours a finished job's file is kept. */
    expiranHoras: number;
  };
}

/** Bad configuration: one Spanish line per problem, no stack (main.ts prints it and exits 1). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((p) => `Configuración inválida: ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Walks up from `start` to the directory holding pnpm-workspace.yaml (works under tsx and jest
 * alike); failing that, from the running entry file (`node /srv/verifica/server/dist/main.js`
 * started from another folder).
 */
export function findRepoRoot(start: string = process.cwd()): string {
  const desde = (inicio: string): string | null => {
    let dir = path.resolve(inicio);
    for (;;) {
      if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  };
  const entrada = process.argv[1];
  return desde(start) ?? (entrada ? desde(path.dirname(entrada)) : null) ?? path.resolve(start);
}

const empty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const entero = (def: number, min: number, max: number) =>
  z.preprocess(
    empty,
    z.coerce
      .number({ error: `debe ser un número entero entre ${min} y ${max}` })
      .int(`debe ser un número entero entre ${min} y ${max}`)
      .min(min, `debe ser un número entero entre ${min} y ${max}`)
      .max(max, `debe ser un número entero entre ${min} y ${max}`)
      .default(def),
  );
const texto = (max: number) => z.string().max(max, `admite como máximo ${max} caracteres`);
const opcional = (schema: z.ZodType<string>) => z.preprocess(empty, schema.optional());

/** An IANA time zone the runtime knows (America/Mexico_City, UTC...). */
function zonaValida(zona: string): boolean {
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: zona });
    return true;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL. */
function urlHttp(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: entero(8080, 0, 65535),
  HOST: z.preprocess(empty, texto(255).default('127.0.0.1')),
  DATA_DIR: opcional(texto(4096)),
  DATABASE_URL: opcional(
    z.string().refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), 'debe ser una URL postgres://usuario@host:puerto/base'),
  ),
  JWT_SECRET: opcional(z.string().min(32, 'debe tener al menos 32 caracteres')),
  JWT_TTL: entero(28800, 60, 60 * 60 * 24 * 30),
  SMTP_URL: opcional(z.string().refine((v) => /^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v), 'debe ser una URL smtp:// o smtps://')),
  MAIL_FROM: z.preprocess(empty, texto(300).default('Verifica <no-reply@verifica.mx>')),
  PUBLIC_URL: opcional(z.string().refine(urlHttp, 'debe ser una URL http:// o https:// completa')),
  SEED_PASSWORD: z.preprocess(empty, z.string().min(8, 'debe tener al menos 8 caracteres').default('Verifica.2026')),
  SEED_DEMO: z.preprocess(empty, z.enum(['0', '1'], 'debe ser 0 o 1').optional()),
  ADMIN_CORREO: opcional(z.email('debe ser un correo válido').max(150, 'admite como máximo 150 caracteres')),
  ADMIN_PASSWORD: opcional(z.string().min(8, 'debe tener al menos 8 caracteres').max(128, 'admite como máximo 128 caracteres')),
  METRICS_TOKEN: opcional(z.string().min(16, 'debe tener al menos 16 caracteres').max(500, 'admite como máximo 500 caracteres')),
  LOG_LEVEL: z.preprocess(
    empty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'debe ser fatal, error, warn, info, debug, trace o silent').default('info'),
  ),
  APP_TIMEZONE: z.preprocess(empty, z.string().refine(zonaValida, 'no es una zona horaria válida (ejemplo: America/Mexico_City)').default('America/Mexico_City')),
  LOGIN_MAX_FAILS_ACCOUNT: entero(5, 1, 1000),
  LOGIN_MAX_FAILS_IP: entero(20, 1, 100000),
  LOGIN_WINDOW_MINUTES: entero(15, 1, 24 * 60),
  PASSWORD_EMAIL_MAX_IP: entero(10, 1, 100000),
  PASSWORD_EMAIL_WINDOW_MINUTES: entero(15, 1, 24 * 60),
  IMAGE_URL_TTL: entero(900, 10, 7 * 24 * 3600),
  RESET_TOKEN_MINUTES: entero(60, 1, 24 * 60),
  TRUST_PROXY: z.preprocess(empty, texto(1000).default('false')),
  MAP_TILE_URL: opcional(
    texto(2000).regex(/^(https?:\/\/|\/)[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'debe ser una plantilla http(s):// o /ruta con {z}, {x} y {y}'),
  ),
  MAP_TILE_ATTRIBUTION: opcional(texto(500)),
  WORKERS: entero(1, 1, 64),
  DB_POOL_MAX: entero(10, 1, 200),
  VIGENCIA_RETRASADA_DIAS: entero(UMBRALES_VIGENCIA.retrasada, 1, 365),
  VIGENCIA_VENCIDA_DIAS: entero(UMBRALES_VIGENCIA.vencida, 1, 365),
  EVENTOS_MAX_CONEXIONES: entero(2000, 1, 100_000),
  EVENTOS_POR_USUARIO: entero(10, 1, 1000),
  EVENTOS_PING_MS: entero(25_000, 50, 300_000),
  TRABAJOS_TRABAJADOR: z.preprocess(empty, z.enum(['0', '1'], 'debe ser 0 o 1').default('1')),
  TRABAJOS_INTERVALO_MS: entero(1000, 10, 60_000),
  RELLAMADAS_AVISO_MS: entero(5000, 50, 300_000),
  TRABAJOS_ABANDONO_SEGUNDOS: entero(60, 5, 3600),
  TRABAJOS_EXPIRAN_HORAS: entero(24, 1, 24 * 30),
})
  .refine((e) => e.VIGENCIA_VENCIDA_DIAS > e.VIGENCIA_RETRASADA_DIAS, {
    message: 'debe ser mayor que VIGENCIA_RETRASADA_DIAS',
    path: ['VIGENCIA_VENCIDA_DIAS'],
  })
  .refine((e) => !e.ADMIN_CORREO === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_CORREO y ADMIN_PASSWORD van juntas: define las dos o ninguna',
    path: ['ADMIN_PASSWORD'],
  });

/** PGlite lives inside one process: several workers would each open (and corrupt) the same files. */
export const MENSAJE_WORKERS_PGLITE =
  'WORKERS > 1 requiere PostgreSQL: la base embebida (PGlite) funciona en un solo proceso. Define DATABASE_URL o usa WORKERS=1.';

/** 'true' / 'false' / '2' (hops) / '10.0.0.0/8,127.0.0.1' (addresses). */
function parseTrustProxy(v: string): Config['trustProxy'] {
  const t = v.trim().toLowerCase();
  if (t === 'true') return true;
  if (t === 'false' || t === '0') return false;
  if (/^\d+$/.test(t)) {
    const hops = Number(t);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((x) => x.trim()).filter(Boolean);
}

/** DATA_DIR/jwt-secret if it holds one, else '' (nothing is written). */
function secretoExistente(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

/** Reads the JWT secret from DATA_DIR/jwt-secret, creating it (random, 0600) on first use. */
export function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  crearDirectorioSync(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: MODO_ARCHIVO });
  return secret;
}

/**
 * Builds the configuration from `env`. Throws ConfigError (with one line per bad variable)
 * instead of a stack trace; main.ts prints it and exits.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot(), opciones: { crearSecreto?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const variable = String(i.path[0] ?? 'entorno');
        const valor = env[variable];
        const mostrado = valor === undefined || /PASSWORD|SECRET|TOKEN/.test(variable) ? '' : ` (valor: ${JSON.stringify(ocultarUrl(valor).slice(0, 80))})`;
        return `${i.message.includes(variable) ? '' : `${variable} `}${i.message}${mostrado}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) throw new ConfigError([MENSAJE_WORKERS_PGLITE]);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    // `npm run restore` creates nothing before it succeeds (the archive brings its own secret).
    jwtSecret: e.JWT_SECRET ?? (opciones.crearSecreto === false ? secretoExistente(dataDir) : persistentSecret(dataDir)),
    jwtTtl: e.JWT_TTL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedPassword: e.SEED_PASSWORD,
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    admin: e.ADMIN_CORREO && e.ADMIN_PASSWORD ? { correo: e.ADMIN_CORREO.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    metricsToken: e.METRICS_TOKEN ?? null,
    timezone: e.APP_TIMEZONE,
    logLevel: e.LOG_LEVEL,
    loginMaxFailsAccount: e.LOGIN_MAX_FAILS_ACCOUNT,
    loginMaxFailsIp: e.LOGIN_MAX_FAILS_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    passwordEmailMaxIp: e.PASSWORD_EMAIL_MAX_IP,
    passwordEmailWindowMinutes: e.PASSWORD_EMAIL_WINDOW_MINUTES,
    imageUrlTtl: e.IMAGE_URL_TTL,
    resetTokenMinutes: e.RESET_TOKEN_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    vigenciaDias: { retrasada: e.VIGENCIA_RETRASADA_DIAS, vencida: e.VIGENCIA_VENCIDA_DIAS },
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null,
    workers: e.WORKERS,
    dbPoolMax: e.DB_POOL_MAX,
    repoRoot,
    eventos: { maxConexiones: e.EVENTOS_MAX_CONEXIONES, porUsuario: e.EVENTOS_POR_USUARIO, pingMs: e.EVENTOS_PING_MS },
    rellamadas: { avisoMs: e.RELLAMADAS_AVISO_MS },
    trabajos: {
      trabajador: e.TRABAJOS_TRABAJADOR === '1',
      intervaloMs: e.TRABAJOS_INTERVALO_MS,
      abandonoSegundos: e.TRABAJOS_ABANDONO_SEGUNDOS,
      expiranHoras: e.TRABAJOS_EXPIRAN_HORAS,
    },
  };
}
