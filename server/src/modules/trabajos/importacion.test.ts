/**
 * Import jobs that help the user fix their file: the dry run ("Validar"), the
 * error workbook (parsed back), the column mapping remembered per user; on the real database.
 */
import { eq, like, sql } from 'drizzle-orm';
import { MENSAJES, MENSAJES_SOLICITUDES, MENSAJES_TRABAJOS, type Trabajo } from '@verifica/contracts';
import { solicitudes, trabajos } from '../../db/schema';
import { admin, contextoDelArchivo, ctx, supervisor } from '../../../test/archivo';
import { encolarCarga, esperarFin, hojaDe, xlsx } from '../../../test/trabajos';

contextoDelArchivo({ solicitudes: 5, env: { TRABAJOS_INTERVALO_MS: '20' } });

const contar = async (prefijo: string) =>
  (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(like(solicitudes.folio_solicitud, `${prefijo}%`)))[0]?.n ?? 0;

async function correr(token: string, nombre: string, datos: Buffer, campos: Record<string, string> = {}): Promise<Trabajo> {
  const res = await encolarCarga(token, { nombre, datos }, campos);
  if (res.statusCode !== 202) throw new Error(`POST /api/trabajos: ${res.statusCode} ${res.body}`);
  return esperarFin(token, (res.json() as { id: number }).id);
}

const descargar = async (t: Trabajo) => {
  const res = await ctx.app.inject({ method: 'GET', url: t.enlace?.url ?? '/sin-enlace' });
  expect(res.statusCode).toBe(200);
  return hojaDe(res.rawPayload);
};
const relleno = (hoja: Awaited<ReturnType<typeof hojaDe>>, fila: number, col: number) => {
  const f = hoja.getRow(fila).getCell(col).fill;
  return f?.type === 'pattern' && f.pattern === 'solid' ? f.fgColor?.argb : undefined;
};
const valores = (hoja: Awaited<ReturnType<typeof hojaDe>>, fila: number) => (hoja.getRow(fila).values as unknown[]).slice(1);

beforeAll(async () => {
  const fin = await correr(admin, 'base.csv', Buffer.from('Folio,Nombre\nVB-1,Base\n'));
  expect(fin.estado).toBe('terminado');
});

describe('an import retried after its process stopped', () => {
  it('when the first attempt had stored the rows, the retry ends terminado with them, storing nothing twice', async () => {
    const fin = await correr(admin, 'reintento.csv', Buffer.from('Folio,Nombre\nRT-1,Ana\nRT-2,Luis\n'));
    expect(fin).toMatchObject({ estado: 'terminado', resultado: { insertados: 2 } });
    // Stored in the same transaction as the rows.
    const [fila] = await ctx.db.select({ parametros: trabajos.parametros }).from(trabajos).where(eq(trabajos.id, fin.id));
    expect(fila?.parametros).toMatchObject({ guardadas: 2 });
    // As if the process had stopped right after that commit: the job back in the queue.
    await ctx.db.update(trabajos).set({ estado: 'pendiente', trabajador: null, terminado_at: null, resultado: null, hechos: 0 }).where(eq(trabajos.id, fin.id));
    const otra = await esperarFin(admin, fin.id);
    expect(otra).toMatchObject({ estado: 'terminado', hechos: 2, error: null, resultado: { message: MENSAJES.archivoCargado, insertados: 2 } });
    expect(await contar('RT-')).toBe(2);
  });
});

describe('Validar (dry run)', () => {
  it('a good file: terminado with how many rows are valid, nothing stored, no file', async () => {
    const fin = await correr(admin, 'bueno.xlsx', await xlsx([['Folio', 'Nombre'], ['VA-1', 'Ana'], ['VA-2', 'Luis']]), { validar: 'true' });
    expect(fin).toMatchObject({ estado: 'terminado', hechos: 2, error: null, enlace: null, resultado: { validacion: true, validas: 2, insertados: 0, message: MENSAJES_TRABAJOS.validacionCorrecta } });
    expect(await contar('VA-')).toBe(0);
    // The same file really imported afterwards: the dry run left nothing behind.
    expect((await correr(admin, 'bueno.xlsx', await xlsx([['Folio', 'Nombre'], ['VA-1', 'Ana'], ['VA-2', 'Luis']]))).estado).toBe('terminado');
    expect(await contar('VA-')).toBe(2);
  });

  it('a file with errors: every problem (fields, folio repeated in the file, folio already in the agency), the valid count, nothing stored; its error workbook', async () => {
    const datos = await xlsx([
      ['Folio', 'Nombre', 'Código Postal', 'Extra'],
      ['VC-1', 'Bien', '01000', 'x'],
      ['VC-2', 'Mal', 'abc', 'y'],
      ['VC-1', 'Repetido', '01000', ''],
      ['VB-1', 'Existe', '02000', ''],
      ['VC-3', 'Bien también', '', ''],
    ]);
    const fin = await correr(admin, 'con errores.xlsx', datos, { validar: 'true' });
    expect(fin).toMatchObject({ estado: 'terminado', error: null, nombre_archivo: 'errores-con_errores.xlsx', resultado: { validacion: true, validas: 2, message: MENSAJES_TRABAJOS.validacionConErrores, sin_campo: ['Extra'] } });
    expect(fin.resultado?.errores).toEqual([
      expect.stringMatching(/^Fila 3: Código Postal: /),
      'Fila 4: El folio VC-1 está repetido (fila 2)',
      'Fila 5: El folio VB-1 ya existe en la agencia',
    ]);
    expect(await contar('VC-')).toBe(0);

    const hoja = await descargar(fin);
    expect(valores(hoja, 1)).toEqual(['Folio', 'Nombre', 'Código Postal', 'Extra', 'Errores']);
    expect(hoja.rowCount).toBe(6);
    expect(valores(hoja, 2)).toEqual(['VC-1', 'Bien', '01000', 'x']);
    expect(hoja.getRow(3).getCell(5).value).toMatch(/^Código Postal: /);
    expect(hoja.getRow(4).getCell(5).value).toBe('El folio VC-1 está repetido (fila 2)');
    expect(hoja.getRow(5).getCell(5).value).toBe('El folio VB-1 ya existe en la agencia');
    expect(hoja.getRow(2).getCell(5).value).toBeNull();
    expect([1, 2, 3, 4].map((c) => relleno(hoja, 3, c))).toEqual([undefined, undefined, 'FFFFC7CE', undefined]);
    expect([1, 2, 3, 4].map((c) => relleno(hoja, 4, c))).toEqual(['FFFFC7CE', undefined, undefined, undefined]);
    expect(relleno(hoja, 5, 1)).toBe('FFFFC7CE');
    expect([1, 2, 3, 4].map((c) => relleno(hoja, 2, c))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('error workbook of a real import', () => {
  it('fallido, nothing stored, every line in resultado and the workbook through the job\'s signed link; a required field missing is filled even empty', async () => {
    const fin = await correr(admin, 'malo.csv', Buffer.from('Folio,Nombre,CP\nVD-1,Ana,01000\n,Sin folio,01000\nVD-2,Luis,1\n'));
    expect(fin).toMatchObject({ estado: 'fallido', error: MENSAJES_TRABAJOS.cargaConErrores, nombre_archivo: 'errores-malo.xlsx', resultado: { message: MENSAJES.errorArchivo, validas: 1 } });
    expect(fin.resultado?.errores).toHaveLength(2);
    expect(await contar('VD-')).toBe(0);
    const hoja = await descargar(fin);
    expect(valores(hoja, 1)).toEqual(['Folio', 'Nombre', 'CP', 'Errores']);
    expect(hoja.getRow(3).getCell(1).value).toBeNull();
    expect(relleno(hoja, 3, 1)).toBe('FFFFC7CE');
    expect(hoja.getRow(3).getCell(4).value).toMatch(/^Folio: /);
    expect(relleno(hoja, 4, 3)).toBe('FFFFC7CE');
    expect(hoja.getRow(4).getCell(4).value).toMatch(/^CP: /);
  });

  it('a file refused as a whole (no folio column) has no workbook', async () => {
    const fin = await correr(admin, 'sin-folio.csv', Buffer.from('Nombre\nAna\n'));
    expect(fin).toMatchObject({ estado: 'fallido', enlace: null, nombre_archivo: null, resultado: { errores: [MENSAJES_SOLICITUDES.archivoSinFolio] } });
  });
});

describe('column mapping', () => {
  const archivo = (folios: string[]) => Buffer.from(`Núm. de Expediente,Nombre\n${folios.map((f) => `${f},Ana`).join('\n')}\n`);

  it('an unmatched header is reported; the mapping chosen makes the file load and is remembered for the same user\'s next file only', async () => {
    const sinMapeo = await correr(supervisor, 'exp.csv', archivo(['VM-1']));
    expect(sinMapeo).toMatchObject({ estado: 'fallido', resultado: { sin_campo: ['Núm. de Expediente'], errores: [MENSAJES_SOLICITUDES.archivoSinFolio] } });

    const conMapeo = await correr(supervisor, 'exp.csv', archivo(['VM-1']), { mapeo: JSON.stringify({ 'Núm. de Expediente': 'folio_solicitud' }) });
    expect(conMapeo).toMatchObject({ estado: 'terminado', resultado: { insertados: 1 } });
    expect(conMapeo.resultado?.sin_campo).toBeUndefined();
    expect(await contar('VM-')).toBe(1);
    const guardado = await ctx.db.execute(sql`select encabezado, campo from mapeos_importacion where usuario_id = ${await ctx.userId('supervisor@verifica.mx')}`);
    expect(JSON.stringify(guardado)).toContain('numdeexpediente');

    // Next file of the same user, no mapping sent: applied (any case or accent of the header).
    const siguiente = await correr(supervisor, 'exp2.csv', Buffer.from('NUM DE EXPEDIENTE,Nombre\nVM-2,Luis\n'));
    expect(siguiente).toMatchObject({ estado: 'terminado', resultado: { insertados: 1 } });
    // Another user: not theirs.
    expect((await correr(admin, 'exp3.csv', archivo(['VM-3']))).resultado).toMatchObject({ sin_campo: ['Núm. de Expediente'] });
    expect(await contar('VM-')).toBe(2);
  });

  it('a bad mapping or validar is a 422 in Spanish and queues nothing', async () => {
    const casos: Record<string, string>[] = [{ mapeo: JSON.stringify({ Expediente: 'no_existe' }) }, { mapeo: '{no es json' }, { mapeo: JSON.stringify(['folio_solicitud']) }, { validar: 'quizas' }];
    for (const campos of casos) {
      const res = await encolarCarga(admin, { nombre: 'x.csv', datos: archivo(['VX-1']) }, campos);
      expect(res.statusCode).toBe(422);
      const cuerpo = res.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.values(cuerpo.errors).flat()).toEqual(['validar' in campos ? MENSAJES_TRABAJOS.validarInvalido : MENSAJES_TRABAJOS.mapeoInvalido]);
    }
    expect(await contar('VX-')).toBe(0);
  });
});
