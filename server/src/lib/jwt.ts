import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** Usuario id. */
  sub: number;
  jti: string;
  /** Issued at / expiry, seconds since epoch. */
  iat: number;
  exp: number;
  /** Issued at in milliseconds (private claim `iat_ms`; iat*1000 for older tokens): compared with usuarios.sesiones_desde. */
  emitidoMs: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHMS = ['HS256'];

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(secret: string, usuarioId: number, ttlSeconds: number, now = Date.now()): Promise<{ token: string; claims: TokenClaims }> {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub: usuarioId, jti: randomUUID(), iat, exp: iat + ttlSeconds, emitidoMs: Math.floor(now) };
  const token = await new SignJWT({ iat_ms: claims.emitidoMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(usuarioId))
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keyOf(secret));
  return { token, claims };
}

/** HS256 only (alg allowlist): `none`, RS256 confusion and tampered signatures are rejected. */
export async function verifyToken(secret: string, token: string): Promise<VerifyResult> {
  if (token.length > 4096) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ALGORITHMS, requiredClaims: ['sub', 'jti', 'exp', 'iat'] });
    const sub = Number(payload.sub);
    if (!Number.isSafeInteger(sub) || sub <= 0 || sub > 2147483647 || typeof payload.jti !== 'string' || payload.jti.length > 100) {
      return { ok: false, reason: 'invalid' };
    }
    const iat = payload.iat ?? 0;
    const emitidoMs = typeof payload.iat_ms === 'number' && Number.isSafeInteger(payload.iat_ms) ? payload.iat_ms : iat * 1000;
    return { ok: true, claims: { sub, jti: payload.jti, iat, exp: payload.exp ?? 0, emitidoMs } };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
