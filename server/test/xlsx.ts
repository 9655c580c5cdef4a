/** Reading back the .xlsx files the server writes (tests of the export and the upload's error workbook). */
import type { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';

/** The text of one part of a workbook (zip entry), e.g. 'xl/worksheets/sheet1.xml'. */
export function parteXlsx(archivo: Buffer, ruta: string): string {
  const wb = XLSX.read(archivo, { type: 'buffer', bookFiles: true });
  const archivos = (wb as unknown as { files: Record<string, { content: Uint8Array }> }).files;
  return Buffer.from(archivos[ruta]?.content ?? []).toString('utf8');
}

/** Every byte of a stream, as a client reads it. */
export async function leerTodo(flujo: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const c of flujo) partes.push(c as Buffer);
  return Buffer.concat(partes);
}
