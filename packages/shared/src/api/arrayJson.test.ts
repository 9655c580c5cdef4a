/** @jest-environment node */
import { MENSAJES } from '@verifica/contracts';
import { LectorArrayJson, ListaIncompletaError, leerArrayJson } from './arrayJson';

const FILAS: unknown[] = [
  { id: 1, nombre: 'Ana [la] "jefa"', nota: 'llaves { } y corchetes ] [ y comas , , ,', barra: 'C:\\ruta\\', cita: '\\"' },
  { id: 2, vacio: '', nulo: null, lista: [1, [2, [3, {}]], []], objeto: { a: { b: { c: '}]' } } }, ñ: 'María Hernández ✓ 😀' },
  'un texto suelto, con "comillas" y \\',
  42.5e3,
  -0,
  true,
  null,
  [],
  {},
  { escape: '\u0000\u001f\\u005d', fin: ']' },
];
const TEXTO = ` \n[ ${FILAS.map((f) => JSON.stringify(f, null, Math.random() < 0.5 ? 0 : 2)).join(' ,\n')} ]\n `;

function leerEnTrozos(texto: string, cortes: number[]): unknown[] {
  const lector = new LectorArrayJson();
  const salida: unknown[] = [];
  let desde = 0;
  for (const c of [...cortes, texto.length]) {
    salida.push(...lector.escribir(texto.slice(desde, c)));
    desde = c;
  }
  lector.terminar();
  return salida;
}

function flujo(trozos: (string | Error)[], alCancelar?: () => void): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(control) {
      const t = trozos[i++];
      if (t === undefined) control.close();
      else if (t instanceof Error) control.error(t);
      else control.enqueue(bytes.encode(t));
    },
    cancel: () => alCancelar?.(),
  });
}

describe('LectorArrayJson', () => {
  it('gives the elements JSON.parse gives, whatever the pieces (every single cut, and many random cuts)', () => {
    const esperado = JSON.parse(TEXTO) as unknown[];
    for (let c = 0; c <= TEXTO.length; c++) expect(leerEnTrozos(TEXTO, [c])).toStrictEqual(esperado);
    for (let k = 0; k < 200; k++) {
      const cortes = Array.from({ length: 1 + Math.floor(Math.random() * 30) }, () => Math.floor(Math.random() * TEXTO.length)).sort((a, b) => a - b);
      expect(leerEnTrozos(TEXTO, cortes)).toStrictEqual(esperado);
    }
    // One character at a time.
    expect(leerEnTrozos(TEXTO, Array.from({ length: TEXTO.length }, (_, i) => i))).toStrictEqual(esperado);
  });

  it('hands over each element as soon as the next comma (or the closing bracket) is read', () => {
    const lector = new LectorArrayJson<{ id: number }>();
    expect(lector.escribir('[{"id":1},{"id"')).toStrictEqual([{ id: 1 }]);
    expect(lector.escribir(':2}')).toStrictEqual([]);
    expect(lector.escribir(',')).toStrictEqual([{ id: 2 }]);
    expect(lector.escribir('{"id":3}]')).toStrictEqual([{ id: 3 }]);
    lector.terminar();
    expect(lector.leidos).toBe(3);
  });

  it('an empty array is no element', () => {
    expect(leerEnTrozos('[]', [1])).toStrictEqual([]);
    expect(leerEnTrozos(' [ \n ] ', [2, 4])).toStrictEqual([]);
  });

  it.each([
    ['not an array', '{"data":[]}'],
    ['text before it', 'x[1]'],
    ['text after it', '[1] x'],
    ['a second array', '[1][2]'],
    ['a leading comma', '[,1]'],
    ['two commas', '[1,,2]'],
    ['a trailing comma', '[1,]'],
    ['two elements without a comma', '[1 2]'],
    ['an object element without a comma', '[{"a":1}{"a":2}]'],
    ['a bad element', '[{"a":1},{"a":}]'],
    ['a stray closing brace', '[1}]'],
  ])('refuses %s with the Spanish message', (_, texto) => {
    expect(() => leerEnTrozos(texto, [])).toThrow(ListaIncompletaError);
    expect(() => leerEnTrozos(texto, [])).toThrow(MENSAJES.listaIncompleta);
  });

  it.each([
    ['nothing', ''],
    ['only the bracket', '['],
    ['an unfinished element', '[{"id":1},{"id"'],
    ['an unfinished string', '[{"id":1},"abc'],
    ['no closing bracket', '[1,2'],
  ])('a text that ends early (%s) is incomplete', (_, texto) => {
    const lector = new LectorArrayJson();
    lector.escribir(texto);
    expect(() => lector.terminar()).toThrow(MENSAJES.listaIncompleta);
  });
});

describe('leerArrayJson', () => {
  it('reads a stream of bytes cut inside multi-byte characters, batch by batch', async () => {
    const bytes = new TextEncoder().encode(TEXTO);
    const trozos: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) trozos.push(bytes.subarray(i, i + 7));
    let i = 0;
    const cuerpo = new ReadableStream<Uint8Array>({
      pull(control) {
        const t = trozos[i++];
        if (t) control.enqueue(t);
        else control.close();
      },
    });
    const lotes: unknown[][] = [];
    const n = await leerArrayJson(cuerpo, (filas) => lotes.push(filas));
    expect(n).toBe(FILAS.length);
    expect(lotes.flat()).toStrictEqual(JSON.parse(TEXTO));
    expect(lotes.length).toBeGreaterThan(1);
    expect(lotes.every((l) => l.length > 0)).toBe(true);
  });

  it('a stream that fails or ends mid-array rejects with the Spanish error, after handing over the rows that came', async () => {
    const recibidas: unknown[] = [];
    await expect(leerArrayJson(flujo(['[{"id":1},{"id":2},', '{"id"', new Error('socket hang up')]), (f) => recibidas.push(...f))).rejects.toThrow(
      MENSAJES.listaIncompleta,
    );
    expect(recibidas).toStrictEqual([{ id: 1 }, { id: 2 }]);
    await expect(leerArrayJson(flujo(['[{"id":1},{"id":2}']), () => undefined)).rejects.toBeInstanceOf(ListaIncompletaError);
    await expect(leerArrayJson(flujo(['<html>Error</html>']), () => undefined)).rejects.toBeInstanceOf(ListaIncompletaError);
  });

  it('an abort stops the reading with the abort (not the Spanish error) and cancels the stream', async () => {
    const control = new AbortController();
    let cancelado = false;
    let lotes = 0;
    const cuerpo = flujo(['[1,', '2,', '3,', '4,', '5]'], () => (cancelado = true));
    const lectura = leerArrayJson(
      cuerpo,
      () => {
        lotes += 1;
        if (lotes === 1) control.abort(new DOMException('Cancelada', 'AbortError'));
      },
      control.signal,
    );
    await expect(lectura).rejects.toMatchObject({ name: 'AbortError' });
    expect(lotes).toBe(1);
    expect(cancelado).toBe(true);
  });
});
