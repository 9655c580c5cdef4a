import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MENSAJES_API } from '@verifica/contracts';

/** Connections of a PostgreSQL pool (node-postgres' public counters). */
export interface EstadoPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metricas {
  registro: Registry;
  /** Rows stored by an upload / written by an export. */
  filasCargadas: Counter;
  filasExportadas: Counter;
  /** Excel exports by outcome: `ok` (last row written) or `error` (stopped before it). */
  exportaciones: Counter<'resultado'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metricas: Metricas;
  }
}

export interface MetricasOptions {
  /** Bearer token /metrics requires; null = open (bind to a private interface then). */
  token: string | null;
  /** The PostgreSQL pool, when there is one (PGlite has a single in-process connection). */
  pool?: EstadoPool | null;
}

/** Outcome label of a response of these routes, counted from their status codes. */
const CONTADAS: Record<string, { metrica: 'logins' | 'cargas'; resultado: (status: number) => string }> = {
  'POST /api/login': { metrica: 'logins', resultado: (s) => (s === 200 ? 'ok' : s === 429 ? 'limitado' : s === 401 ? 'fallido' : 'invalido') },
  'POST /api/solicitudes/load_file': { metrica: 'cargas', resultado: (s) => (s === 200 ? 'ok' : 'error') },
};

function mismoToken(esperado: string, recibido: string | undefined): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(recibido ?? '');
  if (!m?.[1]) return false;
  const a = Buffer.from(esperado);
  const b = Buffer.from(m[1].trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format (prom-client): request durations by route pattern,
 * method and status; process and event-loop metrics; the database pool; logins, uploads and
 * exports. One registry per app, so each process (WORKERS) answers its own figures.
 */
export const metricasPlugin = fp<MetricasOptions>(
  async (app, opts) => {
    const registro = new Registry();
    collectDefaultMetrics({ register: registro });

    const duracion = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las peticiones HTTP por ruta (patrón), método y estado',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registro],
    });
    const contadores = {
      logins: new Counter({ name: 'verifica_logins_total', help: 'Inicios de sesión por resultado', labelNames: ['resultado'] as const, registers: [registro] }),
      cargas: new Counter({ name: 'verifica_cargas_total', help: 'Cargas de archivo de solicitudes por resultado', labelNames: ['resultado'] as const, registers: [registro] }),
    };
    const metricas: Metricas = {
      registro,
      filasCargadas: new Counter({ name: 'verifica_carga_filas_total', help: 'Solicitudes guardadas por cargas de archivo', registers: [registro] }),
      filasExportadas: new Counter({ name: 'verifica_exportacion_filas_total', help: 'Filas escritas en exportaciones a Excel', registers: [registro] }),
      exportaciones: new Counter({ name: 'verifica_exportaciones_total', help: 'Exportaciones a Excel por resultado (ok: última fila escrita)', labelNames: ['resultado'] as const, registers: [registro] }),
    };
    const pool = opts.pool;
    if (pool) {
      new Gauge({
        name: 'verifica_db_pool_conexiones',
        help: 'Conexiones a PostgreSQL del proceso, en uso o libres',
        labelNames: ['estado'] as const,
        registers: [registro],
        collect() {
          this.set({ estado: 'en_uso' }, pool.totalCount - pool.idleCount);
          this.set({ estado: 'libres' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'verifica_db_pool_en_espera',
        help: 'Peticiones esperando una conexión a PostgreSQL',
        registers: [registro],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    app.decorate('metricas', metricas);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'sin_ruta';
      const status = reply.statusCode;
      duracion.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
      const contada = CONTADAS[`${request.method} ${route}`];
      if (contada) contadores[contada.metrica].inc({ resultado: contada.resultado(status) });
    });

    app.get(
      '/metrics',
      { config: { policy: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (opts.token !== null && !mismoToken(opts.token, request.headers.authorization)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MENSAJES_API.metricasNoAutorizado });
        }
        return reply.type(registro.contentType).header('cache-control', 'no-store').send(await registro.metrics());
      },
    );
  },
  { name: 'verifica-metricas' },
);
