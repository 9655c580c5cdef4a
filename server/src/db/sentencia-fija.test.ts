import { eq, sql } from 'drizzle-orm';
import { contextoDelArchivo, ctx } from '../../test/archivo';
import { insertUnnest } from './bulk';
import { filas } from './filas';
import { agencias } from './schema';
import { filaDeTabla, sentenciaFija } from './sentencia-fija';
import { transaccionFija } from './transaccion-fija';

contextoDelArchivo({ seed: false });

describe('sentenciaFija', () => {
  it('runs the query rendered once with each call’s values, and filaDeTabla maps its rows as drizzle’s own select', async () => {
    const creada = new Date('2026-03-04T05:06:07.000Z');
    const [a, b] = await insertUnnest(ctx.db, agencias, [
      { nombre: 'Norte', direccion: 'Calle 1', region: null, color: '#112233', created_at: creada },
      { nombre: 'Ñandú', direccion: 'Av. Juárez', region: 'R9', color: '#abcdef', created_at: creada },
    ]);
    const consulta = sentenciaFija(
      'prueba_agencia',
      ctx.db.select().from(agencias).where(sql`${agencias.id} = ${sql.placeholder('id')} and ${agencias.color} <> ${'#000000'}`),
    );
    for (const id of [a, b]) {
      const [cruda] = await filas<Record<string, unknown>>(ctx.db, consulta.sql({ id }));
      const [esperada] = await ctx.db.select().from(agencias).where(eq(agencias.id, Number(id)));
      expect(cruda && filaDeTabla(agencias, cruda)).toEqual(esperada);
    }
    expect(await filas(ctx.db, consulta.sql({ id: -1 }))).toEqual([]);
  });

  it('in a transaccionFija (named statements on PostgreSQL) answers the same rows; it commits when the work resolves and rolls back when it throws', async () => {
    const alta = sentenciaFija(
      'prueba_alta_agencia',
      ctx.db.insert(agencias).values({ nombre: sql.placeholder('nombre'), direccion: 'Calle 2', color: '#123456' }).returning(),
    );
    const porNombre = sentenciaFija('prueba_agencia_por_nombre', ctx.db.select().from(agencias).where(eq(agencias.nombre, sql.placeholder('nombre'))));
    for (const vez of [1, 2]) {
      const [creada] = await transaccionFija(ctx.db, async (tx) => {
        await tx.filas(alta, { nombre: `Sur ${vez}` });
        return tx.filas<Record<string, unknown>>(porNombre, { nombre: `Sur ${vez}` });
      });
      const [esperada] = await ctx.db.select().from(agencias).where(eq(agencias.nombre, `Sur ${vez}`));
      expect(creada && filaDeTabla(agencias, creada)).toEqual(esperada);
    }
    await expect(
      transaccionFija(ctx.db, async (tx) => {
        await tx.filas(alta, { nombre: 'Efímera' });
        throw new Error('falla a mitad');
      }),
    ).rejects.toThrow('falla a mitad');
    expect(await ctx.db.select().from(agencias).where(eq(agencias.nombre, 'Efímera'))).toEqual([]);
  });

  it('refuses a text whose parameters are not numbered in order once each', () => {
    expect(() => sentenciaFija('x', { toSQL: () => ({ sql: 'select $2, $1', params: [1, 2] }) })).toThrow(/en orden/);
    expect(() => sentenciaFija('x', { toSQL: () => ({ sql: 'select $1, $1', params: [1] }) })).toThrow(/en orden/);
  });
});
