import { PassThrough } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { solicitudesQuerySchema } from '@verifica/contracts';
import { filasDe } from '../../db/filas';
import { solicitudes } from '../../db/schema';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { celdasDe, COLUMNAS, type FilaExportacion } from './exportar-columnas';
import { exportarXlsx, sentenciaExportacion } from './exportar';
import { celdasDeCopia, hojaXlsx, type Celda, type CrearHoja } from '../../lib/xlsx/escritura';
import { filtroSolicitudes } from '../../consultas/solicitudes/filtros';
import { contextoDelArchivo, ctx } from '../../../test/archivo';
import { leerTodo, parteXlsx } from '../../../test/xlsx';

contextoDelArchivo({ solicitudes: 40 });

/** Text COPY's text format escapes or that a parser could get wrong. */
const RAROS: Partial<typeof solicitudes.$inferInsert>[] = [
  { nombre: "O'Brien \\ Núñez", comentario: 'tab\taquí\nnueva línea\r\nfin \\N \\. \\\\t "comillas" \u00a0ñ 😀' },
  { nombre: '\\N', appat_rzsoc: '\\', apmat_nomco: '  espacios  ', comentario: '' },
  { nombre: 'C:\\temp\\new', calle: '=SUMA(A1)', num_int: '', comentario: null },
  { nombre: 'a\u0001b\u0008c\u000bd\u000ce', colonia: '<b>&amp;</b>', comentario: '\t' },
];

/** The cells the export hands to its sheet writer, in order (the file's bytes aside). */
async function celdasExportadas(query: Record<string, string>): Promise<Celda[][]> {
  const filas: Celda[][] = [];
  const hoja: CrearHoja = () => ({
    fila: (c) => void filas.push([...c]),
    filaCopia: (linea, celdas, campoDe) => void filas.push(celdasDeCopia(linea, celdas, campoDe)),
    vaciar: () => Promise.resolve(),
    cerrar: () => Promise.resolve(),
  });
  await new Promise<void>((resolve, reject) => {
    exportarXlsx(ctx.db, null, solicitudesQuerySchema.parse(query), { onFin: () => resolve(), onError: reject }, hoja).resume();
  });
  return filas;
}

/** The cells of the same statement's rows as the driver parses them (what the cursor read). */
async function celdasDelDriver(query: Record<string, string>): Promise<Celda[][]> {
  const where = filtroSolicitudes(solicitudesQuerySchema.parse(query), { scope: null, asignacion: GESTOR });
  return filasDe<FilaExportacion>(await ctx.db.execute(sentenciaExportacion(ctx.db, where, false))).map(celdasDe);
}

beforeAll(async () => {
  const ids = (await ctx.db.select({ id: solicitudes.id }).from(solicitudes).orderBy(solicitudes.id).limit(RAROS.length)).map((r) => r.id);
  for (const [i, cambios] of RAROS.entries()) await ctx.db.update(solicitudes).set(cambios).where(eq(solicitudes.id, ids[i] ?? 0));
  await ctx.db.update(solicitudes).set({ fecha_captura: null }).where(inArray(solicitudes.id, ids.slice(0, 1)));
});

describe('export rows read from the database (COPY on PostgreSQL, keyset batches on PGlite)', () => {
  it('every cell equals the driver-parsed row: texts with tabs, newlines, backslashes, quotes, accents, control characters; nulls; numbers; dates', async () => {
    const exportadas = await celdasExportadas({});
    expect(exportadas).toEqual(await celdasDelDriver({}));
    expect(exportadas.length).toBe(40);
    const textos = exportadas.flat().filter((c): c is string => typeof c === 'string');
    for (const r of RAROS) for (const v of Object.values(r)) if (typeof v === 'string' && v !== '') expect(textos).toContain(v);
    // Dates reach the sheet as Excel serials: numbers in the date-formatted columns.
    const fechas = COLUMNAS.flatMap((c, i) => (c.formato ? [i] : []));
    const seriales = exportadas.flatMap((f) => fechas.map((i) => f[i] ?? null)).filter((c) => c !== null);
    expect(seriales.length).toBeGreaterThan(0);
    expect(seriales.every((c) => typeof c === 'number')).toBe(true);
  });

  it('the file written from the database (COPY on PostgreSQL, its texts copied as bytes) equals the one written from the driver rows', async () => {
    const archivo = await leerTodo(exportarXlsx(ctx.db, null, solicitudesQuerySchema.parse({})));
    const salida = new PassThrough();
    const leido = leerTodo(salida);
    const hoja = hojaXlsx(salida, 'Solicitudes', COLUMNAS);
    for (const celdas of await celdasDelDriver({})) hoja.fila(celdas);
    await hoja.cerrar();
    const referencia = await leido;
    for (const parte of ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']) expect(parteXlsx(archivo, parte)).toBe(parteXlsx(referencia, parte));
    expect(parteXlsx(archivo, 'xl/worksheets/sheet1.xml')).toContain('<row r="41">');
  });

  it('a filter whose parameters hold a quote and a backslash exports the same rows as the driver reads', async () => {
    const query = { search: "o'brien \\" };
    const exportadas = await celdasExportadas(query);
    expect(exportadas).toEqual(await celdasDelDriver(query));
    expect(exportadas.map((c) => c[2])).toEqual([RAROS[0]?.nombre]);
  });
});
