import { MENSAJES } from '@verifica/contracts';

/** A JSON array answer that broke off, or is not a JSON array: the rows read so far stay shown. */
export class ListaIncompletaError extends Error {
  constructor(causa?: unknown) {
    super(MENSAJES.listaIncompleta, causa === undefined ? undefined : { cause: causa });
    this.name = 'ListaIncompletaError';
  }
}

const ESPACIO = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const COMILLAS = 0x22;
const BARRA = 0x5c;

/** Whether the quote at `j` is escaped: an odd run of backslashes right before it. */
function escapada(t: string, j: number): boolean {
  let k = j - 1;
  while (k >= 0 && t.charCodeAt(k) === BARRA) k--;
  return (j - 1 - k) % 2 === 1;
}

/**
 * Splits a JSON array arriving in pieces into its top-level elements, parsed as soon as each is
 * complete. Only the array's frame is scanned here (depth, strings and their escapes, the commas
 * between elements); every complete stretch of elements of a piece is parsed by one native
 * JSON.parse, which also rejects anything that is not JSON. `@streamparser/json` (the maintained
 * streaming parser on npm) parses every token in JavaScript: 3× JSON.parse's time on an 80,000-row
 * answer, against a few percent here.
 */
export class LectorArrayJson<T = unknown> {
  private texto = '';
  /** Where the scan stopped in `texto` (everything before it is known). */
  private pos = 0;
  private fase: 'antes' | 'dentro' | 'despues' = 'antes';
  private profundidad = 0;
  private enCadena = false;
  /** An element has begun and its comma or the closing bracket has not come yet. */
  private enElemento = false;
  /** Where the element in progress began. */
  private actual = 0;
  /** Start of the complete elements not parsed yet, or -1. */
  private inicio = -1;
  /** End (exclusive) of the last complete element not parsed yet. */
  private fin = -1;
  /** The last thing read at the top level: the opening bracket, a comma, or an element. */
  private previo: 'abre' | 'coma' | 'elemento' = 'abre';
  private elementos = 0;

  /** How many elements have been read so far. */
  get leidos(): number {
    return this.elementos;
  }

  /** Takes the next piece of text; returns the elements it completed (maybe none). */
  escribir(pieza: string): T[] {
    this.texto += pieza;
    const t = this.texto;
    const n = t.length;
    let i = this.pos;
    for (; i < n; i++) {
      const c = t.charCodeAt(i);
      if (this.enCadena) {
        // Most of the text is strings: jump to the next quote not escaped (an odd run of
        // backslashes before it escapes it; the text since the element began is all kept).
        let j = t.indexOf('"', i);
        while (j !== -1 && escapada(t, j)) j = t.indexOf('"', j + 1);
        if (j === -1) {
          i = n - 1;
          continue;
        }
        i = j;
        this.enCadena = false;
        continue;
      }
      if (this.fase !== 'dentro') {
        if (this.fase === 'antes' && c === 0x5b) this.fase = 'dentro';
        else if (!ESPACIO(c)) throw new ListaIncompletaError();
        continue;
      }
      if (this.profundidad === 0) {
        if (c === 0x2c) {
          if (!this.enElemento) throw new ListaIncompletaError();
          this.cerrarElemento(i);
          this.previo = 'coma';
          continue;
        }
        if (c === 0x5d) {
          if (this.enElemento) this.cerrarElemento(i);
          else if (this.previo === 'coma') throw new ListaIncompletaError();
          this.fase = 'despues';
          continue;
        }
        if (!this.enElemento && !ESPACIO(c)) {
          if (this.previo === 'elemento') throw new ListaIncompletaError();
          this.enElemento = true;
          this.actual = i;
          if (this.inicio === -1) this.inicio = i;
        }
      }
      if (c === COMILLAS) this.enCadena = true;
      else if (c === 0x7b || c === 0x5b) this.profundidad++;
      else if (c === 0x7d || c === 0x5d) this.profundidad--;
      if (this.profundidad < 0) throw new ListaIncompletaError();
    }
    this.pos = i;
    return this.sacar();
  }

  private cerrarElemento(i: number): void {
    this.enElemento = false;
    this.fin = i;
    this.previo = 'elemento';
  }

  /** Parses the complete elements held and drops the text read. */
  private sacar(): T[] {
    let lote: T[] = [];
    if (this.inicio !== -1 && this.fin > this.inicio) {
      try {
        lote = JSON.parse(`[${this.texto.slice(this.inicio, this.fin)}]`) as T[];
      } catch (e) {
        throw new ListaIncompletaError(e);
      }
      this.elementos += lote.length;
      this.fin = -1;
      this.inicio = this.enElemento ? this.actual : -1;
    }
    const corte = this.inicio === -1 ? this.pos : this.inicio;
    if (corte > 0) {
      this.texto = this.texto.slice(corte);
      this.pos -= corte;
      this.actual -= corte;
      if (this.inicio !== -1) this.inicio -= corte;
    }
    return lote;
  }

  /** The text ended: throws unless it was one whole array. */
  terminar(): void {
    if (this.fase !== 'despues' || this.enCadena) throw new ListaIncompletaError();
  }
}

/**
 * Reads a streamed JSON array answer: `alLote` gets the elements each piece completes (none is
 * called for a piece that completes nothing). Resolves with the number of elements once the
 * array is whole; a body that breaks off or is not a JSON array rejects with ListaIncompletaError,
 * an abort (of `signal`, which should also be the fetch's) with the signal's reason.
 */
export async function leerArrayJson<T>(cuerpo: ReadableStream<Uint8Array>, alLote: (filas: T[]) => void, signal?: AbortSignal): Promise<number> {
  const lector = new LectorArrayJson<T>();
  const decodificador = new TextDecoder();
  const reader = cuerpo.getReader();
  try {
    for (;;) {
      let parte: ReadableStreamReadResult<Uint8Array>;
      try {
        parte = await reader.read();
      } catch (e) {
        if (signal?.aborted) throw signal.reason;
        throw new ListaIncompletaError(e);
      }
      if (signal?.aborted) throw signal.reason;
      const texto = parte.done ? decodificador.decode() : decodificador.decode(parte.value, { stream: true });
      const filas = lector.escribir(texto);
      if (filas.length > 0) alLote(filas);
      if (parte.done) break;
    }
    lector.terminar();
    return lector.leidos;
  } finally {
    // A failure or an abort stops the download too; the lock is released either way.
    reader.cancel().catch(() => undefined);
  }
}
