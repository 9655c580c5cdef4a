/** The bearer token of a request and its signature check (no database). */
import type { FastifyRequest } from 'fastify';
import { MENSAJES } from '@verifica/contracts';
import { unauthorized } from '../lib/errors';
import { verifyTokenSync, type TokenClaims } from '../lib/jwt';

/** The token of the Authorization header ('' when malformed), or of ?token= when allowed; null when absent. */
export function tokenDe(request: FastifyRequest, queryToken: boolean): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m?.[1] ?? '';
  }
  if (queryToken) {
    const q = request.query as Record<string, unknown> | undefined;
    if (q && typeof q.token === 'string') return q.token;
  }
  return null;
}

/** A token whose signature and expiry are good (401 otherwise); its user row is still to be checked. */
export function verificarToken(secreto: string, token: string): TokenClaims {
  const result = verifyTokenSync(secreto, token);
  if (!result.ok) {
    throw result.reason === 'expired' ? unauthorized(MENSAJES.sesionExpirada, 'token_expired') : unauthorized();
  }
  return result.claims;
}
