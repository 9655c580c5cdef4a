/**
 * GET /api/bitacora/exportar: the entries of the filter as CSV (UTF-8 with BOM, so Excel reads
 * the accents), in the list's order and in the caller's scope: the same statements as the list,
 * read a batch at a time so memory stays bounded.
 */
import { Readable } from 'node:stream';
import { etiquetaAccion, etiquetaEntidad, type BitacoraQuery, type EntradaBitacora } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { fecha } from '../../lib/dates';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';
import { claves, type FiltroBitacora } from './consultas';
import { entradasDe } from './service';

const LOTE = 500;
const ENCABEZADOS = ['Fecha', 'Usuario', 'Acción', 'Tipo de registro', 'Registro', 'Folio', 'Agencia', 'Antes', 'Después', 'Datos', 'IP'];

const texto = (v: Record<string, unknown> | null): string => (v === null ? '' : JSON.stringify(v));

/** One CSV field: quoted when needed; a value a spreadsheet would run as a formula is kept as text. */
export function campoCsv(v: string): string {
  const seguro = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n;]/.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro;
}

const lineaDe = (e: EntradaBitacora): string =>
  [
    e.fecha,
    e.usuario ?? 'Sistema',
    etiquetaAccion(e.accion),
    etiquetaEntidad(e.entidad),
    e.entidad_id ?? '',
    e.folio ?? '',
    e.agencia ?? '',
    texto(e.antes),
    texto(e.despues),
    texto(e.datos),
    e.ip ?? '',
  ]
    .map(campoCsv)
    .join(',');

export const nombreArchivoBitacora = (ahora: Date) => `bitacora-${fecha(ahora)}.csv`;

/** The CSV of the filter; the keys are read before it returns, so a failure there is an ordinary error answer. */
export async function exportarCsv(ctx: Contexto, q: BitacoraQuery): Promise<Readable> {
  const f: FiltroBitacora = { agencia: agenciaEfectiva(ctx.scope, q.agencia_id), q };
  const orden = (await filas<{ k: number | string; n: number | string }>(ctx.db, claves(f)))
    .map((r) => ({ k: Number(r.k), n: Number(r.n) }))
    .sort((a, b) => a.n - b.n)
    .map((r) => r.k);
  async function* lineas() {
    yield `\uFEFF${ENCABEZADOS.join(',')}\r\n`;
    for (let i = 0; i < orden.length; i += LOTE) {
      const lote = orden.slice(i, i + LOTE);
      const porId = new Map((await entradasDe(ctx, f, lote)).map((e) => [e.id, e]));
      let bloque = '';
      for (const id of lote) {
        const e = porId.get(id);
        if (e) bloque += `${lineaDe(e)}\r\n`;
      }
      yield bloque;
    }
  }
  return Readable.from(lineas());
}
