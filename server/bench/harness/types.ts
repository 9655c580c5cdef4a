/**
 * What an endpoint file under bench/endpoints/ exports (default export: one endpoint or an array).
 * See bench/README.md for an example.
 */

/** Values a round works on: picked once per run from the bench database, shared by API and raw. */
export type Muestra = Record<string, string | number | boolean | null>;

export interface Sesion {
  /** Bearer token signed with the bench server's JWT_SECRET. */
  token: string;
  usuarioId: number;
  jti: string;
  agenciaId: number | null;
}

export interface BenchContext {
  /** Plain query on the bench database (picking samples; not measured). */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** A session of a seeded user (e.g. 'superadmin@verifica.mx', 'admin@verifica.mx'). */
  sesion(correo: string): Promise<Sesion>;
  /** How many samples to pick (enough that API and raw do not just hit one cached row). */
  muestras: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, e.g. `/api/solicitudes/42`. */
  url(m: Muestra): string;
  headers?(m: Muestra): Record<string, string>;
  /** JSON body (POST/PUT). */
  body?(m: Muestra): unknown;
}

/** One named prepared statement over `pg` (the "raw SQL" the API is compared with). */
export interface RawStatement {
  /** Statement name (unique within the run): pg prepares it once per connection. */
  name: string;
  text: string;
  values(m: Muestra): unknown[];
  /** 'array': rows as arrays, as drizzle reads them (joins with repeated column names such as id). */
  rowMode?: 'array';
}

export interface BenchEndpoint {
  /** Shown in the table, e.g. 'GET /api/solicitudes/{id}'. */
  name: string;
  /** Group (file) it belongs to; filled in by the loader. */
  grupo?: string;
  /** Samples; each API request and each raw iteration takes the next one (round robin). */
  muestras(ctx: BenchContext): Promise<Muestra[]>;
  api: ApiRequest;
  /**
   * What the answer needs, run in order on one connection per iteration: the user check
   * (rawSesion) plus the statement(s) that produce the same rows the API returns.
   */
  raw: RawStatement | RawStatement[];
  /** Optional: checked once on the first sample before measuring (same rows returned). */
  comprobar?(api: unknown, raw: Record<string, unknown>[][]): string | null;
}

export const defineEndpoints = (e: BenchEndpoint | BenchEndpoint[]): BenchEndpoint[] => (Array.isArray(e) ? e : [e]);

/**
 * The per-request user check every authenticated API call makes (user active, not deleted, role
 * permissions, token not revoked). Needs `usuarioId` and `jti` in the sample: `...sesionMuestra(s)`.
 */
export const rawSesion: RawStatement = {
  name: 'bench_sesion',
  text: `select u.id, u.correo, u.nombre, u.apellido_paterno, u.apellido_materno, u.agencia_id, u.sesiones_desde, r.permisos,
           exists (select 1 from revoked_tokens t where t.jti = $2) as revoked
         from usuarios u join roles r on r.id = u.rol_id
         where u.id = $1 and u.activo and u.eliminado_at is null`,
  values: (m) => [m.usuarioId, m.jti],
};

/** Sample fields of a session: spread into every sample of an authenticated endpoint. */
export const sesionMuestra = (s: Sesion): Muestra => ({ token: s.token, usuarioId: s.usuarioId, jti: s.jti, agenciaId: s.agenciaId });

export const bearer = (m: Muestra): Record<string, string> => ({ authorization: `Bearer ${String(m.token)}` });
