// node --import tsx bench/jwt-micro.ts: CPU per HS256 verification, jose vs node:crypto (the lever kept in src/lib/jwt.ts).
import { jwtVerify } from 'jose';
import { signToken, verifyTokenSync } from '../src/lib/jwt';
const secret = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const key = new TextEncoder().encode(secret);
const { token } = await signToken(secret, 1, 3600);
async function medir(nombre: string, f: () => Promise<unknown> | unknown, n = 20000) {
  for (let i = 0; i < 2000; i++) await f();
  const best: number[] = [];
  for (let r = 0; r < 5; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) await f();
    const c = process.cpuUsage(c0);
    best.push((c.user + c.system) / n);
  }
  best.sort((a, b) => a - b);
  console.log(nombre, 'CPU µs/verificación (mediana de 5):', best[2]?.toFixed(2));
}
await medir('jose jwtVerify', () => jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp', 'iat'] }));
await medir('node:crypto   ', () => verifyTokenSync(secret, token));
