import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

const invalid: VerifyResult = { ok: false, reason: 'invalid' };

function json(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const hmacKeys = new Map<string, Buffer>();
const keyBytes = (secret: string) => {
  let k = hmacKeys.get(secret);
  if (!k) {
    k = Buffer.from(keyOf(secret));
    if (hmacKeys.size > 16) hmacKeys.clear();
    hmacKeys.set(secret, k);
  }
  return k;
};

/**
 * HS256 only (alg pinned): `none`, RS256 confusion, `crit` headers and tampered signatures are
 * rejected; the signature is checked (constant time) before any claim, then exp ('expired'),
 * nbf and the required claims, as jose's jwtVerify did. node:crypto directly: the bench showed
 * jose's verify at ~7% of a request's CPU.
 */
export function verifyTokenSync(secret: string, token: string, now = Date.now()): VerifyResult {
  if (token.length > 4096) return invalid;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [h = '', p = '', sig = ''] = parts;
  if (!B64URL.test(h) || !B64URL.test(p) || !B64URL.test(sig)) return invalid;
  const header = json(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return invalid;
  const expected = createHmac('sha256', keyBytes(secret)).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const payload = json(p);
  if (!payload) return invalid;
  const { sub: subText, jti, exp, iat, nbf, iat_ms } = payload;
  const secs = Math.floor(now / 1000);
  if (exp !== undefined && typeof exp !== 'number') return invalid;
  if (iat !== undefined && typeof iat !== 'number') return invalid;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > secs)) return invalid;
  if (typeof exp === 'number' && exp <= secs) return { ok: false, reason: 'expired' };
  if (typeof subText !== 'string' || typeof exp !== 'number' || typeof iat !== 'number' || typeof jti !== 'string') return invalid;
  const sub = /^[0-9]+$/.test(subText) ? Number(subText) : NaN;
  if (!Number.isSafeInteger(sub) || sub <= 0 || sub > 2147483647 || jti.length > 100) return invalid;
  const emitidoMs = typeof iat_ms === 'number' && Number.isSafeInteger(iat_ms) ? iat_ms : iat * 1000;
  return { ok: true, claims: { sub, jti, iat, exp, emitidoMs } };
}
