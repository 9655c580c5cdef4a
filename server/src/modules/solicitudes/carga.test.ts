import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { and, eq, like, sql } from 'drizzle-orm';
import { CARGA_ALIAS, MENSAJES, MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { auditLog, solicitudes } from '../../db/schema';
import { admin, agencia1, agencia2, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { subirCarga } from '../../../test/multipart';
import { zip } from '../../../test/zip';

contextoDelArchivo({ solicitudes: 20 });

const subir = (token: string, archivo: { nombre: string; datos: Buffer } | null, campos: Record<string, string> = {}) => subirCarga(ctx, token, archivo, campos);
async function xlsx(filas: (string | number | Date)[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Hoja1');
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await libro.xlsx.writeBuffer());
}
const contar = async (prefijo: string) =>
  (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(solicitudes).where(like(solicitudes.folio_solicitud, `${prefijo}%`)))[0]?.n ?? 0;

describe('POST /api/solicitudes/load_file', () => {
  it('a good .xlsx with Spanish aliases: every row stored in the uploader agency; audited; the same file again is refused', async () => {
    const datos = await xlsx([
      ['Folio', 'Nombre', 'Apellido Paterno', 'APELLIDO MATERNO', 'Teléfono', 'C.P.', 'Fecha de Captura', 'colonia', 'Ciudad', 'Entidad', 'Columna desconocida'],
      ['XA-1', 'Ana', 'Pérez', 'Gómez', '5512345678', 6700, new Date(Date.UTC(2026, 0, 15)), 'Roma Norte', 'Cuauhtémoc', 'Ciudad de México', 'x'],
      ['XA-2', 'Luis', 'Ruiz', '', 5587654321, '06600', '2026-01-16', 'Juárez', 'Cuauhtémoc', 'Ciudad de México', ''],
      ['', '', '', '', '', '', '', '', '', '', ''],
      ['XA-3', 'Eva', 'Soto', 'Luna', '', '', '16/01/2026', '', '', '', ''],
    ]);
    const res = await subir(admin, { nombre: 'carga.xlsx', datos });
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 3 });
    const [a] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XA-1'));
    expect(a).toMatchObject({ agencia_id: agencia1, nombre: 'Ana', appat_rzsoc: 'Pérez', cp: '06700', fecha_captura: '2026-01-15', colonia: 'Roma Norte', edo: 'Ciudad de México' });
    const [b] = await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XA-2'));
    expect(b).toMatchObject({ telefono: '5587654321', cp: '06600' });
    expect((await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XA-3')))[0]?.fecha_captura).toBe('2026-01-16');
    const log = await ctx.db.select().from(auditLog).where(and(eq(auditLog.accion, 'importar'), eq(auditLog.entidad, 'solicitudes')));
    expect(log.at(-1)?.datos).toMatchObject({ filas: 3, agencia_id: agencia1 });

    const otra = await subir(admin, { nombre: 'carga.xlsx', datos });
    expect(otra.statusCode).toBe(422);
    expect(otra.json()).toEqual({
      message: MENSAJES.errorArchivo,
      errors: { file: ['Fila 2: El folio XA-1 ya existe en la agencia', 'Fila 3: El folio XA-2 ya existe en la agencia', 'Fila 5: El folio XA-3 ya existe en la agencia'] },
    });
    expect(await contar('XA-')).toBe(3);
  });

  it('every error line starts with a capital letter, whatever case the file\'s headers use, and lines come by row', async () => {
    await subir(admin, { nombre: 'base.csv', datos: Buffer.from('Folio,Nombre\nXM-1,Ana\n') });
    const res = await subir(admin, { nombre: 'minusculas.csv', datos: Buffer.from('folio,nombre,cp\nXM-2,Luis,01000\nXM-2,Eva,01000\nXM-1,Otra,01000\nXM-4,Mal,abc\n') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'Fila 3: El folio XM-2 está repetido (fila 2)',
      'Fila 4: El folio XM-1 ya existe en la agencia',
      'Fila 5: Cp: El código postal debe tener 5 dígitos',
    ]);
    expect((res.json() as { errors: { file: string[] } }).errors.file.every((l) => /^Fila \d+: \p{Lu}/u.test(l))).toBe(true);
    expect(await contar('XM-')).toBe(1);
  });

  it('bad rows: nothing stored and every bad row reported with its spreadsheet row number and the column name the file uses', async () => {
    const datos = await xlsx([
      ['Folio', 'Nombre', 'CP', 'Fecha Captura'],
      ['XB-1', 'Bien', '01000', '2026-02-01'],
      ['XB-2', 'Mal CP', 'abc', ''],
      ['', 'Sin folio', '01000', ''],
      ['XB-1', 'Repetido', '01000', ''],
      ['XB-5', 'Mala fecha', '01000', '2026-02-30'],
    ]);
    const res = await subir(admin, { nombre: 'malo.xlsx', datos });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MENSAJES.errorArchivo);
    expect(res.json().errors.file).toEqual([
      'Fila 3: CP: El código postal debe tener 5 dígitos',
      'Fila 4: Folio: El folio es obligatorio',
      'Fila 5: El folio XB-1 está repetido (fila 2)',
      'Fila 6: Fecha Captura: La fecha no es válida',
    ]);
    expect(await contar('XB-')).toBe(0);
  });

  it('a large file (several insert batches): a bad last row or an existing folio far down stores nothing; rich text and formula cells read as their text', async () => {
    const encabezado = ['Folio', 'Nombre', 'CP'];
    const buenas = Array.from({ length: 12_000 }, (_, i) => [`XG-${i}`, 'Grande', '01000']);
    const conMalaAlFinal = await xlsx([encabezado, ...buenas, ['XG-mala', 'Mala', 'abc']]);
    const mala = await subir(admin, { nombre: 'grande.xlsx', datos: conMalaAlFinal });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().errors.file).toEqual([`Fila ${buenas.length + 2}: CP: El código postal debe tener 5 dígitos`]);
    expect(await contar('XG-')).toBe(0);

    expect((await subir(admin, { nombre: 'previa.csv', datos: Buffer.from('Folio\nXG-11000\n') })).json().insertados).toBe(1);
    const repetida = await subir(admin, { nombre: 'grande.xlsx', datos: await xlsx([encabezado, ...buenas]) });
    expect(repetida.statusCode).toBe(422);
    expect(repetida.json().errors.file).toEqual(['Fila 11002: El folio XG-11000 ya existe en la agencia']);
    expect(await contar('XG-')).toBe(1);

    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Hoja1');
    hoja.addRow(['Folio', 'Nombre', 'Teléfono']);
    hoja.addRow([{ richText: [{ text: 'XH-' }, { text: '1', font: { bold: true } }] }, { formula: '"Ana"&""', result: 'Ana' }, { formula: '5512345678+0', result: 5512345678 }]);
    const res = await subir(admin, { nombre: 'celdas.xlsx', datos: Buffer.from(await libro.xlsx.writeBuffer()) });
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 1 });
    expect((await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XH-1')))[0]).toMatchObject({ nombre: 'Ana', telefono: '5512345678' });
  });

  it('.csv in UTF-8 with BOM, UTF-8 and Windows-1252; .xls; broad users choose the agency', async () => {
    const csv = 'Folio;Nombre;Apellido Paterno;Colonia\r\nXC-1;José;Muñoz;Peñón\r\n';
    expect((await subir(admin, { nombre: 'a.csv', datos: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]) })).json().insertados).toBe(1);
    expect((await subir(admin, { nombre: 'b.CSV', datos: Buffer.from(csv.replace(/XC-1/, 'XC-2')) })).json().insertados).toBe(1);
    expect((await subir(admin, { nombre: 'c.csv', datos: Buffer.from(csv.replace(/XC-1/, 'XC-3'), 'latin1') })).json().insertados).toBe(1);
    const filas = await ctx.db.select().from(solicitudes).where(like(solicitudes.folio_solicitud, 'XC-%'));
    expect(filas.map((f) => [f.nombre, f.appat_rzsoc, f.colonia])).toEqual([
      ['José', 'Muñoz', 'Peñón'],
      ['José', 'Muñoz', 'Peñón'],
      ['José', 'Muñoz', 'Peñón'],
    ]);
    const libro = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet([['Folio', 'Nombre'], ['XD-1', 'Xls']]), 'Hoja1');
    const xls = XLSX.write(libro, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const sinAgencia = await subir(superadmin, { nombre: 'd.xls', datos: xls });
    expect(sinAgencia.statusCode).toBe(422);
    expect(sinAgencia.json().errors).toEqual({ agencia_id: [MENSAJES_SOLICITUDES.agenciaObligatoria] });
    expect((await subir(superadmin, { nombre: 'd.xls', datos: xls }, { agencia_id: String(agencia2) })).json().insertados).toBe(1);
    expect((await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XD-1')))[0]?.agencia_id).toBe(agencia2);
    // A scoped user's agencia_id is ignored: rows go to their agency.
    const csv2 = 'Folio\nXD-2\n';
    expect((await subir(admin, { nombre: 'e.csv', datos: Buffer.from(csv2) }, { agencia_id: String(agencia2) })).json().insertados).toBe(1);
    expect((await ctx.db.select().from(solicitudes).where(eq(solicitudes.folio_solicitud, 'XD-2')))[0]?.agencia_id).toBe(agencia1);
  });

  it('clear errors: wrong extension, no extension, empty file, header only, no folio column, not multipart, no file, garbage .xlsx', async () => {
    const casos: [string, Buffer, string][] = [
      ['datos.txt', Buffer.from('Folio\nX\n'), MENSAJES_SOLICITUDES.archivoExtension],
      ['xlsx', Buffer.from('Folio\nX\n'), MENSAJES_SOLICITUDES.archivoExtension],
      ['vacio.csv', Buffer.alloc(0), MENSAJES_SOLICITUDES.archivoVacio],
      ['encabezado.csv', Buffer.from('Folio,Nombre\n'), MENSAJES_SOLICITUDES.archivoVacio],
      ['sin-folio.csv', Buffer.from('Nombre\nAna\n'), MENSAJES_SOLICITUDES.archivoSinFolio],
      ['roto.xlsx', Buffer.from('PK\x03\x04 esto no es un zip'), MENSAJES_SOLICITUDES.archivoIlegible],
      ['binario.xlsx', Buffer.from([0x00, 0x01, 0x02, 0x03]), MENSAJES_SOLICITUDES.archivoFormato],
    ];
    for (const [nombre, datos, mensaje] of casos) {
      const res = await subir(admin, { nombre, datos });
      expect({ nombre, status: res.statusCode, body: res.json() }).toEqual({ nombre, status: 422, body: { message: MENSAJES.errorArchivo, errors: { file: [mensaje] } } });
    }
    const sinArchivo = await subir(admin, null);
    expect(sinArchivo.statusCode).toBe(422);
    expect(sinArchivo.json().errors.file).toEqual([MENSAJES_SOLICITUDES.archivoRequerido]);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/load_file', headers: ctx.auth(admin), payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    expect((await subir(await ctx.tokenFor('operador@verifica.mx'), { nombre: 'a.csv', datos: Buffer.from('Folio\nX\n') })).statusCode).toBe(403);
  });

  it('an .xlsx answers the same every time, its zip entries STORED or DEFLATED (20 uploads each)', async () => {
    const libro = XLSX.utils.book_new();
    const filas = [['Folio', 'Nombre', 'C.P.', 'Teléfono'], ['XS-1', 'Ana', 6700, '5512345678'], ['XS-2', 'Luis', '06600', 5587654321], ['XS-1', 'Eva', '01000', ''], ['XS-4', 'Mal', 'abc', '']];
    XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(filas), 'Hoja1');
    const esperado = { message: MENSAJES.errorArchivo, errors: { file: ['Fila 4: El folio XS-1 está repetido (fila 2)', 'Fila 5: C.P.: El código postal debe tener 5 dígitos'] } };
    for (const compression of [false, true]) {
      const datos = XLSX.write(libro, { type: 'buffer', bookType: 'xlsx', compression }) as Buffer;
      const respuestas: unknown[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await subir(admin, { nombre: 'variantes.xlsx', datos });
        respuestas.push({ status: res.statusCode, body: res.json() });
      }
      expect({ compression, respuestas }).toEqual({ compression, respuestas: Array.from({ length: 20 }, () => ({ status: 422, body: esperado })) });
    }
    expect(await contar('XS-')).toBe(0);
  });

  it('a 20 MB file is refused with 413 and a clear message', async () => {
    const grande = Buffer.alloc(20 * 1024 * 1024, 0x41);
    const res = await subir(admin, { nombre: 'grande.csv', datos: grande });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoDemasiadoGrande] } });
  });

  it('a zip-bomb .xlsx is refused before it is inflated', async () => {
    const bomba = await zip([{ nombre: 'xl/worksheets/sheet1.xml', datos: Buffer.alloc(64 * 1024 * 1024, 0x20) }]);
    expect(bomba.length).toBeLessThan(1024 * 1024);
    const res = await subir(admin, { nombre: 'bomba.xlsx', datos: bomba });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toEqual([MENSAJES_SOLICITUDES.archivoDescomprimidoGrande]);
  });

  it('an entry that inflates past the size it declares is not inflated further: unreadable file', async () => {
    const mentirosa = await zip([{ nombre: '_rels/.rels', datos: Buffer.alloc(8 * 1024 * 1024, 0x20), declarado: 1000 }]);
    const res = await subir(admin, { nombre: 'mentirosa.xlsx', datos: mentirosa });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: { message: MENSAJES.errorArchivo, errors: { file: [MENSAJES_SOLICITUDES.archivoIlegible] } } });
  });
});

describe('GET /api/solicitudes/plantilla', () => {
  it('an .xlsx whose headers are every accepted column, which uploads as is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/solicitudes/plantilla', headers: ctx.auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('plantilla-solicitudes.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (libro.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toHaveLength(Object.keys(CARGA_ALIAS).length);
    const subida = await subir(admin, { nombre: 'plantilla.xlsx', datos: res.rawPayload });
    expect(subida.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 1 });
  });
});
