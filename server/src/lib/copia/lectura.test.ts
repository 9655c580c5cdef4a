import { PassThrough, Readable } from 'node:stream';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { leerTodo, parteXlsx } from '../../../test/xlsx';
import { LineaCopia, recorrerCopia } from './lectura';
import { hojaXlsx, MAX_COMPARTIDAS, type Celda, type ColumnaXlsx } from '../xlsx/escritura';

/** A value as COPY's text format writes it (PostgreSQL escapes these six control characters and the backslash). */
function comoCopia(v: string | null): string {
  if (v === null) return '\\N';
  const escapes: Record<string, string> = { '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v' };
  return v.replace(/[\\\b\f\n\r\t\v]/g, (c) => escapes[c] ?? c);
}

const COLUMNAS: ColumnaXlsx[] = [
  { titulo: 'ID', ancho: 10 },
  { titulo: 'Texto', ancho: 20 },
  { titulo: 'Fecha', ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss' },
  { titulo: 'Repetida', ancho: 14, repetida: true },
  { titulo: 'Estatus', ancho: 14, repetida: true },
];
/** Columns 1 and 3 come from COPY fields 2 and 0; the others are computed cells. */
const CAMPO_DE: (number | null)[] = [null, 2, null, 0, null];

/** Texts that a byte copy could get wrong: escapes, markup, spaces to keep, formulas, characters XML forbids, non-ASCII. */
const TEXTOS: (string | null)[] = [
  'Ana <López> & "socios"',
  '  con espacios  ',
  '\u00a0espacio duro\u00a0',
  'termina en espacio ',
  'termina en espacio duro\u00a0',
  '\ufeffcon BOM',
  'Ñandú',
  'último é',
  'a\u0001b\u0008c\u000bd\u000ce',
  'tab\taquí\nnueva línea\r\nfin',
  '=SUMA(A1)',
  '-5',
  '+52 55',
  '@usuario',
  '\\N',
  'C:\\temp\\new',
  '',
  null,
  'x\ufffey\uffffz',
  '😀 emoji',
  'Aa',
  'BB',
  'simple',
];

/** Rows of three COPY fields (repetida, number, text) and their two computed cells. */
function filas(): { campos: (string | null)[]; calculadas: Celda[] }[] {
  const r: { campos: (string | null)[]; calculadas: Celda[] }[] = [];
  for (let i = 0; i < 3 * TEXTOS.length; i++) {
    const texto = TEXTOS[i % TEXTOS.length] ?? null;
    // The repeated column meets every text several times ('Aa' and 'BB' share a hash).
    const repetida = TEXTOS[(i * 5) % TEXTOS.length] ?? null;
    r.push({ campos: [repetida, String(i), texto], calculadas: [i + 1, i % 4 === 0 ? null : 46083.5 + i / 7, null, null, i % 3 === 0 ? 'Asignada' : 'No asignada'] });
  }
  return r;
}

async function escribir(porFila: (hoja: ReturnType<typeof hojaXlsx>, campos: (string | null)[], calculadas: Celda[]) => void): Promise<{ hoja: string; compartidas: string }> {
  const salida = new PassThrough();
  const leido = leerTodo(salida);
  const hoja = hojaXlsx(salida, 'Solicitudes', COLUMNAS);
  for (const f of filas()) porFila(hoja, f.campos, f.calculadas);
  await hoja.cerrar();
  const archivo = await leido;
  return { hoja: parteXlsx(archivo, 'xl/worksheets/sheet1.xml'), compartidas: parteXlsx(archivo, 'xl/sharedStrings.xml') };
}

describe('rows straight from COPY text (filaCopia)', () => {
  it('write the same sheet and shared strings as the same cells through fila', async () => {
    const linea = new LineaCopia(3);
    const desdeCopia = await escribir((hoja, campos, calculadas) => {
      const bytes = Buffer.from(`${campos.map(comoCopia).join('\t')}\n`);
      expect(linea.leer(bytes, 0)).toBe(bytes.length);
      hoja.filaCopia(linea, calculadas, CAMPO_DE);
    });
    const desdeCeldas = await escribir((hoja, campos, calculadas) => hoja.fila(calculadas.map((c, i) => (CAMPO_DE[i] == null ? c : (campos[CAMPO_DE[i]] ?? null)))));
    expect(desdeCopia).toEqual(desdeCeldas);
    expect(desdeCopia.hoja).toContain('<t>Ana &lt;López&gt; &amp; "socios"</t>');
    // Both texts of one hash are shared strings of their own.
    expect(desdeCopia.compartidas).toContain('<si><t>Aa</t></si>');
    expect(desdeCopia.compartidas).toContain('<si><t>BB</t></si>');
  });

  it('reads fields in place: NULL, escapes undone, numbers, booleans; a line of the wrong width is an error', () => {
    const bytes = Buffer.from('\\N\t12\ta\\tb\\\\c\t1795795112370.5\tt\n7\t-3\t\t0\tf\n');
    const linea = new LineaCopia(5);
    const siguiente = linea.leer(bytes, 0);
    expect([linea.nulo(0), linea.texto(0), linea.numero(0)]).toEqual([true, null, null]);
    expect([linea.numero(1), linea.texto(2), linea.numero(3), linea.booleano(4)]).toEqual([12, 'a\tb\\c', 1795795112370.5, true]);
    expect(linea.leer(bytes, siguiente)).toBe(bytes.length);
    expect([linea.numero(0), linea.numero(1), linea.texto(2), linea.numero(3), linea.booleano(4)]).toEqual([7, -3, '', 0, false]);
    expect(() => new LineaCopia(3).leer(Buffer.from('a\tb\n'), 0)).toThrow('COPY: 2 campos');
    expect(() => new LineaCopia(2).leer(Buffer.from('a\tb\tc\n'), 0)).toThrow('más de 2 campos');
  });

  it('past MAX_COMPARTIDAS distinct values the rest are inline, as through fila', async () => {
    const valores = Array.from({ length: MAX_COMPARTIDAS + 5 }, (_, i) => `valor ${i}`);
    const porCopia = new PassThrough();
    const leido = leerTodo(porCopia);
    const hoja = hojaXlsx(porCopia, 'Solicitudes', COLUMNAS);
    const linea = new LineaCopia(3);
    for (const v of [...valores, valores[0] ?? '', valores.at(-1) ?? '']) {
      linea.leer(Buffer.from(`${v}\t1\tx\n`), 0);
      hoja.filaCopia(linea, [1, null, null, null, null], CAMPO_DE);
    }
    await hoja.cerrar();
    const archivo = await leido;
    expect(parteXlsx(archivo, 'xl/sharedStrings.xml')).toContain(`count="${MAX_COMPARTIDAS + 1}" uniqueCount="${MAX_COMPARTIDAS}"`);
    const hojaXml = parteXlsx(archivo, 'xl/worksheets/sheet1.xml');
    const fila = (n: number) => new RegExp(`<row r="${n}">.*?</row>`).exec(hojaXml)?.[0];
    // Rows 2.. hold valor 0..; then valor 0 again (shared) and the last one again (inline).
    expect(fila(MAX_COMPARTIDAS + 1)).toContain(`t="s"><v>${MAX_COMPARTIDAS - 1}</v>`);
    expect(fila(MAX_COMPARTIDAS + 6)).toContain(`t="inlineStr"><is><t>valor ${MAX_COMPARTIDAS + 4}</t>`);
    expect(fila(MAX_COMPARTIDAS + 7)).toContain('t="s"><v>0</v>');
    expect(fila(MAX_COMPARTIDAS + 8)).toContain(`t="inlineStr"><is><t>valor ${MAX_COMPARTIDAS + 4}</t>`);
  }, 60_000);

  it('a stream cut anywhere, inside a row or a character, reads the same rows in order (rows split across one or many chunks)', async () => {
    const textos = filas().map((f) => f.campos);
    const copia = Buffer.from(textos.map((c) => `${c.map(comoCopia).join('\t')}\n`).join(''));
    /** A pool whose COPY hands back `trozos`, as the stream would. */
    const poolDe = (trozos: Buffer[]) =>
      new (class extends pg.Pool {
        override connect(): Promise<pg.PoolClient> {
          return Promise.resolve({ query: () => Readable.from(trozos), release: () => undefined } as unknown as pg.PoolClient);
        }
      })();
    const leer = async (trozos: Buffer[]) => {
      const leidas: (string | null)[][] = [];
      let esperas = 0;
      const copiado = await recorrerCopia(poolDe(trozos), sql`select 1`, 3, (l) => leidas.push([0, 1, 2].map((k) => l.texto(k))), async () => void esperas++);
      return { copiado, leidas, esperas };
    };
    const cortes = [1, 2, 3, 17, 64, 333, copia.length - 1];
    for (const tamano of cortes) {
      const trozos = Array.from({ length: Math.ceil(copia.length / tamano) }, (_, i) => copia.subarray(i * tamano, (i + 1) * tamano));
      expect(await leer(trozos)).toEqual({ copiado: true, leidas: textos, esperas: trozos.length });
    }
    await expect(leer([copia.subarray(0, copia.length - 3)])).rejects.toThrow('a mitad de una fila');
  });
});
