import { PassThrough } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { leerTodo, parteXlsx } from '../../../test/xlsx';
import { hojaXlsx, MAX_COMPARTIDAS, serialExcel, type ColumnaXlsx } from './escritura';

const COLUMNAS: ColumnaXlsx[] = [
  { titulo: 'ID', ancho: 10 },
  { titulo: 'Nombre & "apodo"', ancho: 20 },
  { titulo: 'Fecha de Alta', ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss' },
  { titulo: 'Fecha de Captura', ancho: 14, formato: 'yyyy-mm-dd' },
  { titulo: 'Comentario', ancho: 30, repetida: true },
];
const ALTA = new Date(Date.UTC(2026, 2, 5, 14, 30, 15));
const CAPTURA = new Date(Date.UTC(2026, 2, 4));
/** Dates go to the writer as their serials. */
const [ALTA_SERIAL, CAPTURA_SERIAL] = [serialExcel(ALTA.getTime()), serialExcel(CAPTURA.getTime())];

/** The whole file, read from the output as a client would. */
async function libro(filas: (string | number | null)[][], resaltadas: (ReadonlySet<number> | undefined)[] = []): Promise<Buffer> {
  const salida = new PassThrough();
  const leido = leerTodo(salida);
  const hoja = hojaXlsx(salida, 'Solicitudes', COLUMNAS);
  filas.forEach((f, i) => hoja.fila(f, resaltadas[i]));
  await hoja.vaciar();
  await hoja.cerrar();
  return leido;
}

const FILAS = [
  [7, 'Ana <López>', ALTA_SERIAL, CAPTURA_SERIAL, '  con espacios  '],
  [8, '=HYPERLINK("x")', null, null, 'a\u0001b'],
  [9, '', null, CAPTURA_SERIAL, null],
];

describe('SpreadsheetML writer of the export', () => {
  it('exceljs reads the sheet name, bold frozen header, widths, text, numbers, dates (serials) in their formats; formula-like text stays text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await libro(FILAS)) as unknown as ArrayBuffer);
    const hoja = wb.getWorksheet('Solicitudes');
    if (!hoja) throw new Error('sin hoja Solicitudes');
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNAS.map((c) => c.titulo));
    expect(hoja.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(hoja.columns.map((c) => c.width)).toEqual(COLUMNAS.map((c) => c.ancho));
    expect(hoja.rowCount).toBe(4);
    const r2 = hoja.getRow(2);
    expect([1, 2, 3, 4, 5].map((i) => r2.getCell(i).value)).toEqual([7, 'Ana <López>', ALTA, CAPTURA, '  con espacios  ']);
    expect([r2.getCell(3).numFmt, r2.getCell(4).numFmt]).toEqual(['yyyy-mm-dd hh:mm:ss', 'yyyy-mm-dd']);
    const r3 = hoja.getRow(3);
    expect({ v: r3.getCell(2).value, t: r3.getCell(2).type, f: r3.getCell(2).numFmt }).toEqual({ v: '=HYPERLINK("x")', t: ExcelJS.ValueType.String, f: '@' });
    expect(r3.getCell(5).value).toBe('ab');
    expect([r3.getCell(3).value, hoja.getRow(4).getCell(2).value]).toEqual([null, null]);
  });

  it('SheetJS reads the same cells and formats', async () => {
    const wb = XLSX.read(await libro(FILAS), { type: 'buffer', cellDates: true, cellNF: true });
    expect(wb.SheetNames).toEqual(['Solicitudes']);
    const hoja = wb.Sheets.Solicitudes;
    if (!hoja) throw new Error('sin hoja');
    const filas = XLSX.utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, defval: null });
    expect(filas[0]).toEqual(COLUMNAS.map((c) => c.titulo));
    expect(filas[1]?.slice(0, 2)).toEqual([7, 'Ana <López>']);
    expect(hoja.C2?.t).toBe('d');
    expect(hoja.C2?.z).toBe('yyyy-mm-dd hh:mm:ss');
    expect(XLSX.SSF.format('yyyy-mm-dd hh:mm:ss', hoja.C2?.v as Date)).toBe('2026-03-05 14:30:15');
    expect(XLSX.SSF.format('yyyy-mm-dd', hoja.D2?.v as Date)).toBe('2026-03-04');
    expect(hoja.B3?.z).toBe('@');
  });

  it("a cell's reference is written only where it does not follow the previous cell (the row's first, after an empty one)", async () => {
    const hoja = parteXlsx(await libro(FILAS), 'xl/worksheets/sheet1.xml');
    const refs = (fila: number) => [...(new RegExp(`<row r="${fila}">(.*?)</row>`).exec(hoja)?.[1] ?? '').matchAll(/<c( r="([A-Z]+\d+)")?/g)].map((m) => m[2] ?? '-');
    expect(refs(2)).toEqual(['A2', '-', '-', '-', '-']);
    expect(refs(3)).toEqual(['A3', '-', 'E3']);
    expect(refs(4)).toEqual(['A4', 'D4']);
  });

  it('a column of few distinct values goes through the shared strings (formula-like text stays inline, as text); past MAX_COMPARTIDAS values are inline', async () => {
    const filas = [...FILAS, [10, 'x', null, null, '  con espacios  '], [11, 'y', null, null, 'a\u0001b']];
    const archivo = await libro(filas);
    expect(parteXlsx(archivo, 'xl/sharedStrings.xml')).toMatch(/<sst [^>]*count="4" uniqueCount="2"><si><t xml:space="preserve"> {2}con espacios {2}<\/t><\/si><si><t>ab<\/t><\/si><\/sst>$/);
    expect(parteXlsx(archivo, 'xl/worksheets/sheet1.xml')).toContain('<c r="E5" t="s"><v>0</v></c>');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await libro([[1, 'a', null, null, '=1+1'], ...filas])) as unknown as ArrayBuffer);
    const hoja = wb.getWorksheet('Solicitudes');
    expect([2, 6, 7].map((f) => hoja?.getRow(f).getCell(5).value)).toEqual(['=1+1', '  con espacios  ', 'ab']);
    expect(hoja?.getRow(2).getCell(5).numFmt).toBe('@');

    const muchas = Array.from({ length: MAX_COMPARTIDAS + 10 }, (_, i) => [i, null, null, null, `valor ${i}`]);
    const grande = await libro(muchas);
    expect(parteXlsx(grande, 'xl/sharedStrings.xml')).toContain(`uniqueCount="${MAX_COMPARTIDAS}"`);
    const leidas = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(grande, { type: 'buffer' }).Sheets.Solicitudes ?? {}, { header: 1, raw: true, defval: null }).slice(1);
    expect(leidas.map((f) => f[4])).toEqual(muchas.map((f) => f[4]));
  }, 60_000);

  it('a sheet of many deflate pieces (several MB) reads back whole, row by row, in both readers', async () => {
    // Varied text so the pieces compress differently; ~40,000 rows is several 512 KB pieces.
    const muchas = Array.from({ length: 40_000 }, (_, i) => [i + 1, `Cliente ${(i * 7919) % 100_003} ñ ${'x'.repeat(i % 37)}`, ALTA_SERIAL, null, i % 5 === 0 ? null : `c${i.toString(36)}`]);
    const archivo = await libro(muchas);
    const wb = XLSX.read(archivo, { type: 'buffer', cellDates: true });
    const hoja = wb.Sheets.Solicitudes;
    if (!hoja) throw new Error('sin hoja');
    const leidas = XLSX.utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, defval: null }).slice(1);
    expect(leidas).toHaveLength(muchas.length);
    expect(leidas.map((f) => [f[0], f[1], f[4]])).toEqual(muchas.map((f) => [f[0], f[1], f[4]]));
    const ex = new ExcelJS.Workbook();
    await ex.xlsx.load(archivo as unknown as ArrayBuffer);
    const ws = ex.getWorksheet('Solicitudes');
    expect(ws?.rowCount).toBe(muchas.length + 1);
    expect(ws?.getRow(muchas.length + 1).getCell(2).value).toBe(muchas.at(-1)?.[1]);
  }, 60_000);

  it('numbers are written as String writes them: whole ones digit by digit, the others (dates with a time, negatives) through String', async () => {
    const numeros = [0, 9, 10, 99, 100, 46283, 1_000_000, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, ALTA_SERIAL, -3, 0.1, 1e21];
    const hoja = parteXlsx(await libro(numeros.map((v) => [v, null, null, null, null])), 'xl/worksheets/sheet1.xml');
    const valores = [...hoja.matchAll(/<row r="(\d+)"><c r="A\1"><v>([^<]*)<\/v><\/c><\/row>/g)].map((m) => [m[1], m[2]]);
    expect(valores).toEqual(numeros.map((v, i) => [String(i + 2), String(v)]));
  });

  it('highlighted cells have the light red fill, empty ones too; the others none; formula-like text stays text when highlighted', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await libro(FILAS, [new Set([1, 4]), new Set([1, 2])])) as unknown as ArrayBuffer);
    const hoja = wb.getWorksheet('Solicitudes');
    if (!hoja) throw new Error('sin hoja');
    const relleno = (f: number, c: number) => {
      const fill = hoja.getRow(f).getCell(c).fill;
      return fill?.type === 'pattern' && fill.pattern === 'solid' ? fill.fgColor?.argb : undefined;
    };
    expect([1, 2, 3, 4, 5].map((c) => relleno(2, c))).toEqual([undefined, 'FFFFC7CE', undefined, undefined, 'FFFFC7CE']);
    expect([1, 2, 3, 4, 5].map((c) => relleno(3, c))).toEqual([undefined, 'FFFFC7CE', 'FFFFC7CE', undefined, undefined]);
    expect(hoja.getRow(3).getCell(3).value).toBeNull();
    expect({ v: hoja.getRow(3).getCell(2).value, f: hoja.getRow(3).getCell(2).numFmt }).toEqual({ v: '=HYPERLINK("x")', f: '@' });
    expect(hoja.getRow(2).getCell(2).value).toBe('Ana <López>');
    expect([1, 2, 3, 4, 5].map((c) => relleno(4, c))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('waits for a reader that does not read (memory bounded), and stops when the output is closed', async () => {
    const salida = new PassThrough({ highWaterMark: 16 * 1024 });
    const hoja = hojaXlsx(salida, 'Solicitudes', COLUMNAS);
    let esperando = false;
    for (let i = 0; i < 50_000 && !esperando; i++) {
      hoja.fila([i, `Nombre ${Math.random()}`, ALTA_SERIAL, CAPTURA_SERIAL, `${Math.random()}`.repeat(4)]);
      if (i % 250 === 249) {
        const listo = await Promise.race([hoja.vaciar().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 50))]);
        esperando = !listo;
      }
    }
    expect(esperando).toBe(true);
    expect(salida.readableLength).toBeLessThan(1024 * 1024);
    const espera = hoja.vaciar();
    salida.destroy();
    await expect(espera).rejects.toThrow();
    await expect(hoja.cerrar()).rejects.toThrow();
  });
});
