// HS256 tokens signed with the JWT_SECRET the web server runs with (node:crypto only).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from './env';

export type JwtPayload = Record<string, unknown>;

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: JwtPayload } {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error(`No es un JWT: ${token.slice(0, 20)}...`);
  const parse = (part: string): Record<string, unknown> => {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('JWT mal formado');
    return value as Record<string, unknown>;
  };
  return { header: parse(header), payload: parse(payload) };
}

/** True when `token` is HS256 and its signature matches `secret`. */
export function verifiesWith(token: string, secret: string = JWT_SECRET): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function signJwt(payload: JwtPayload, secret: string = JWT_SECRET, header: Record<string, unknown> = {}): string {
  const head = b64url(JSON.stringify({ ...header, alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  return `${head}.${body}.${sign(`${head}.${body}`, secret)}`;
}

/**
 * The same claims as a real token the server issued, re-signed with the server's secret but
 * issued two hours ago and expired one hour ago: only the expiry makes the server refuse it.
 */
export function expiredCopyOf(realToken: string): string {
  if (!verifiesWith(realToken)) {
    throw new Error('El token del servidor no está firmado con el JWT_SECRET de las pruebas (¿el servidor ignora JWT_SECRET?)');
  }
  const { header, payload } = decodeJwt(realToken);
  const now = Math.floor(Date.now() / 1000);
  const expired: JwtPayload = { ...payload, iat: now - 7200, exp: now - 3600 };
  if ('nbf' in payload) expired.nbf = now - 7200;
  return signJwt(expired, JWT_SECRET, header);
}
