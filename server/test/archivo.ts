/**
 * The set-up most API test files share: one test context per file (no solicitudes unless asked),
 * tokens of the seeded demo accounts (<name>@verifica.mx) and the first two agencies' ids
 * (admin@'s, then admin2@'s).
 *
 *   import { admin, agencia1, contextoDelArchivo, ctx } from '../../../test/archivo';
 *   contextoDelArchivo({ solicitudes: 20 });
 *
 * The exports are live bindings: read them inside tests or later hooks, after beforeAll has run
 * (an alias, `import { operador as operadorTk }`, stays live too). A file's own set-up goes in its
 * own beforeAll after the call; Jest runs the hooks in that order.
 */
import { createTestContext, type TestContext, type TestContextOptions } from './context';
import { agenciaIds } from './personas';

export let ctx: TestContext;
export let superadmin: string;
export let admin: string;
export let admin2: string;
export let supervisor: string;
export let operador: string;
export let gestor: string;
export let agencia1: number;
export let agencia2: number;

/** Registers the file's beforeAll (context, tokens, agencies) and afterAll (close). */
export function contextoDelArchivo(opciones: TestContextOptions = {}): void {
  beforeAll(async () => {
    ctx = await createTestContext({ solicitudes: 0, ...opciones });
    if (opciones.seed === false) return;
    const token = (nombre: string) => ctx.tokenFor(`${nombre}@verifica.mx`);
    [superadmin, admin, admin2, supervisor, operador, gestor] = await Promise.all([
      token('superadmin'),
      token('admin'),
      token('admin2'),
      token('supervisor'),
      token('operador'),
      token('gestor'),
    ]);
    [agencia1 = 0, agencia2 = 0] = await agenciaIds(ctx.db);
  });
  afterAll(() => ctx?.close());
}
