import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs for photos, so an <img> can load them without a Bearer header.
 * The signing key is derived from the JWT secret, so rotating JWT_SECRET also kills old links.
 */
function sign(secret: string, resource: string, exp: number): string {
  const key = createHmac('sha256', secret).update('verifica:signed-url').digest();
  return createHmac('sha256', key).update(`${resource}:${exp}`).digest('base64url');
}

export function signedImagenUrl(secret: string, imagenId: number, ttlSeconds: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/api/imagenes/${imagenId}?exp=${exp}&sig=${sign(secret, `imagen/${imagenId}`, exp)}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkImagenSignature(secret: string, imagenId: number, exp: number, sig: string, now = Date.now()): SignatureCheck {
  const expected = Buffer.from(sign(secret, `imagen/${imagenId}`, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'ok';
}

/** Signature of any resource string (same key as the photo URLs). */
export function firmarRecurso(secret: string, resource: string, exp: number): string {
  return sign(secret, resource, exp);
}

/** Checks a signature made by firmarRecurso (constant time), then its expiry. */
export function comprobarRecurso(secret: string, resource: string, exp: number, sig: string, now = Date.now()): SignatureCheck {
  const expected = Buffer.from(sign(secret, resource, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'ok';
}
