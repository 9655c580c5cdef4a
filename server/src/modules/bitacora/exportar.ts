/**
 * Exportar a Excel of the Bitácora (background job exportar_bitacora): the entries of the list's
 * filter, in its order and in the owner's scope, with the screen's columns. The same statements as
 * the list: the keys in order first (a few bytes an entry), then the entries a batch at a time, so
 * memory stays bounded by the batch.
 */
import { PassThrough, type Readable } from 'node:stream';
import { etiquetaAccion, etiquetaEntidad, type EntradaBitacora } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';
import { leerClaves } from '../../db/flujo';
import { fecha } from '../../lib/dates';
import type { Contexto } from '../../plugins/policy';
import { serialExcel, type Celda, type ColumnaXlsx, type CrearHoja } from '../../lib/xlsx/escritura';
import { claves, conteo, type FiltroBitacora } from './consultas';
import { entradasDe } from './service';

const LOTE = 500;

export const nombreArchivoBitacora = (ahora: Date) => `bitacora-${fecha(ahora)}.xlsx`;

const texto = (v: Record<string, unknown> | null): string | null => (v === null ? null : JSON.stringify(v));

type ColumnaBitacora = ColumnaXlsx & { valor: (e: EntradaBitacora) => Celda };

/** The sheet's columns; Agencia only for a global user, as on the screen. */
export function columnasBitacora(conAgencia: boolean): ColumnaBitacora[] {
  return [
    { titulo: 'Fecha', ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss', valor: (e) => serialExcel(Date.parse(`${e.fecha.replace(' ', 'T')}Z`)) },
    { titulo: 'Usuario', ancho: 28, repetida: true, valor: (e) => e.usuario ?? 'Sistema' },
    { titulo: 'Acción', ancho: 16, repetida: true, valor: (e) => etiquetaAccion(e.accion) },
    { titulo: 'Tipo de registro', ancho: 22, repetida: true, valor: (e) => etiquetaEntidad(e.entidad) },
    { titulo: 'Registro', ancho: 10, valor: (e) => e.entidad_id },
    { titulo: 'Folio', ancho: 16, valor: (e) => e.folio },
    ...(conAgencia ? [{ titulo: 'Agencia', ancho: 18, repetida: true, valor: (e: EntradaBitacora) => e.agencia }] : []),
    { titulo: 'Antes', ancho: 40, valor: (e) => texto(e.antes) },
    { titulo: 'Después', ancho: 40, valor: (e) => texto(e.despues) },
    { titulo: 'Datos', ancho: 40, valor: (e) => texto(e.datos) },
    { titulo: 'IP', ancho: 16, valor: (e) => e.ip },
  ];
}

/** How many entries the export of `f` will have. */
export async function totalBitacora(db: Db, f: FiltroBitacora): Promise<number> {
  return Number((await filas<{ n: number }>(db, conteo(f)))[0]?.n ?? 0);
}

/** The .xlsx of the entries of `f` (`f.agencia`: the owner's scope, or the agency a global user chose). */
export function exportarBitacora(ctx: Contexto, f: FiltroBitacora, crearHoja: CrearHoja): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });
  const columnas = columnasBitacora(ctx.scope === null);
  void (async () => {
    const orden = await leerClaves<number>(ctx.db, claves(f));
    const hoja = crearHoja(salida, 'Bitácora', columnas);
    for (let i = 0; i < orden.length; i += LOTE) {
      const lote = orden.slice(i, i + LOTE);
      const porId = new Map((await entradasDe(ctx, f, lote)).map((e) => [e.id, e]));
      // An entry gone from the filter since the keys were read is left out.
      for (const id of lote) {
        const e = porId.get(Number(id));
        if (e) hoja.fila(columnas.map((c) => c.valor(e)));
      }
      await hoja.vaciar();
    }
    await hoja.cerrar();
  })().catch((e: unknown) => salida.destroy(e instanceof Error ? e : new Error(String(e))));
  return salida;
}
