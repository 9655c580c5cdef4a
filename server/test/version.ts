/**
 * No lost edits: what every versioned record's PUT must do, checked the same way for
 * each (server/src/modules/<module>/version.test.ts).
 */
import { MENSAJES_API } from '@verifica/contracts';

interface Respuesta {
  statusCode: number;
  json: () => unknown;
}

export interface CasoVersion<R extends { version: number }> {
  /** The record as its form reads it. */
  leer: () => Promise<R>;
  /** PUT by `token` of a body whose changed field is `valor`, with `version` when it is not undefined. */
  guardar: (valor: string, version: unknown, token: string) => Promise<Respuesta>;
  /** The changed field, as read back. */
  valorDe: (r: R) => unknown;
  /** Two users that may edit the record. */
  tokens: readonly [string, string];
}

/**
 * Two saves based on the same version at once: exactly one 200, the other 409 with the Spanish
 * message, and the record holds the winner's value with the version bumped once. Then a stale
 * version is 409 and changes nothing, no version saves as before (§7 clients), and a version that
 * is not a positive integer is a 422 on `version`.
 */
export async function comprobarVersion<R extends { version: number }>({ leer, guardar, valorDe, tokens: [t1, t2] }: CasoVersion<R>): Promise<void> {
  const { version: v } = await leer();

  const [a, b] = await Promise.all([guardar('Primera', v, t1), guardar('Segunda', v, t2)]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const [ganadora, perdedora] = a.statusCode === 200 ? [a, b] : [b, a];
  expect(perdedora.json()).toEqual({ message: MENSAJES_API.registroModificado });
  expect((ganadora.json() as R).version).toBe(v + 1);
  const tras = await leer();
  expect([valorDe(tras), tras.version]).toEqual([a === ganadora ? 'Primera' : 'Segunda', v + 1]);

  const vieja = await guardar('Tercera', v, t1);
  expect([vieja.statusCode, vieja.json()]).toEqual([409, { message: MENSAJES_API.registroModificado }]);
  expect(await leer()).toEqual(tras);

  const sinVersion = await guardar('Cuarta', undefined, t1);
  expect([sinVersion.statusCode, (sinVersion.json() as R).version]).toEqual([200, v + 2]);
  const final = await leer();
  expect([valorDe(final), final.version]).toEqual(['Cuarta', v + 2]);

  for (const invalida of ['3', -1, 0, 1.5]) {
    const r = await guardar('Quinta', invalida, t1);
    expect([r.statusCode, (r.json() as { errors?: unknown }).errors]).toEqual([422, { version: ['La versión no es válida'] }]);
  }
  expect(await leer()).toEqual(final);
}
