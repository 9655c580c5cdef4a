import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt parameters (N=2^15 ≈ 30-60 ms per hash on a small server). */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEYLEN = 64;

function scrypt(password: string, salt: Buffer, keylen: number, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...o, maxmem: 256 * o.N * o.r };
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hash format: scrypt$N$r$p$<salt base64>$<key base64>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const expected = Buffer.from(keyB64, 'base64');
  if (!Number.isInteger(N) || N < 2 || expected.length === 0) return false;
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N, r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check when the account does not exist (no user enumeration by timing). */
export async function fakeVerify(password: string): Promise<false> {
  dummy ??= hashPassword('verifica-dummy-password');
  await verifyPassword(password, await dummy);
  return false;
}
