import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/context';
import { insertUnnest } from './bulk';
import { filas } from './filas';
import { agencias } from './schema';
import { filaDeTabla, sentenciaFija } from './sentencia-fija';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx?.close());

describe('sentenciaFija', () => {
  it('runs the query rendered once with each call’s values, and filaDeTabla maps its rows as drizzle’s own select', async () => {
    const creada = new Date('2026-03-04T05:06:07.000Z');
    const [a, b] = await insertUnnest(ctx.db, agencias, [
      { nombre: 'Norte', direccion: 'Calle 1', region: null, color: '#112233', created_at: creada },
      { nombre: 'Ñandú', direccion: 'Av. Juárez', region: 'R9', color: '#abcdef', created_at: creada },
    ]);
    const consulta = sentenciaFija(
      ctx.db.select().from(agencias).where(sql`${agencias.id} = ${sql.placeholder('id')} and ${agencias.color} <> ${'#000000'}`),
    );
    for (const id of [a, b]) {
      const [cruda] = await filas<Record<string, unknown>>(ctx.db, consulta({ id }));
      const [esperada] = await ctx.db.select().from(agencias).where(eq(agencias.id, Number(id)));
      expect(cruda && filaDeTabla(agencias, cruda)).toEqual(esperada);
    }
    expect(await filas(ctx.db, consulta({ id: -1 }))).toEqual([]);
  });

  it('refuses a text whose parameters are not numbered in order once each', () => {
    expect(() => sentenciaFija({ toSQL: () => ({ sql: 'select $2, $1', params: [1, 2] }) })).toThrow(/en orden/);
    expect(() => sentenciaFija({ toSQL: () => ({ sql: 'select $1, $1', params: [1] }) })).toThrow(/en orden/);
  });
});
