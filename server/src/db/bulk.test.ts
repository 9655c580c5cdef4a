import { inArray } from 'drizzle-orm';
import { contextoDelArchivo, ctx } from '../../test/archivo';
import { insertUnnest } from './bulk';
import { agencias } from './schema';

contextoDelArchivo({ seed: false });

describe('insertUnnest', () => {
  it('stores every row as given (quotes, commas, braces, accents, nulls, dates) and answers the ids in order', async () => {
    const creada = new Date('2026-03-04T05:06:07.000Z');
    const filas = [
      { nombre: "O'Higgins, \"Centro\"", direccion: '{llaves} y [corchetes]', region: null, color: '#112233', created_at: creada },
      { nombre: 'Ñandú Querétaro', direccion: 'Av. Juárez 1\\2', region: 'R9', color: '#abcdef', created_at: creada },
    ];
    const ids = await insertUnnest(ctx.db, agencias, filas);
    expect(ids).toHaveLength(2);
    const guardadas = await ctx.db.select().from(agencias).where(inArray(agencias.id, ids)).orderBy(agencias.id);
    expect(guardadas.map((a) => a.id)).toEqual(ids);
    expect(guardadas.map(({ nombre, direccion, region, color }) => ({ nombre, direccion, region, color }))).toEqual(
      filas.map(({ nombre, direccion, region, color }) => ({ nombre, direccion, region, color })),
    );
    expect(guardadas[0]?.created_at.toISOString()).toBe(creada.toISOString());
  });

  it('does nothing for no rows', async () => {
    await expect(insertUnnest(ctx.db, agencias, [])).resolves.toEqual([]);
  });
});
