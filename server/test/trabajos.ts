/** Helpers of this module's API tests: queue a job, wait for it, download and read its workbook. */
import ExcelJS from 'exceljs';
import type { Trabajo } from '@verifica/contracts';
import { ctx } from './archivo';
import { multipart } from './multipart';

export const pedir = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });

/** POST /api/trabajos (JSON): the job's id, failing the test on anything but 202. */
export async function encolar(token: string, cuerpo: object): Promise<number> {
  const res = await pedir('POST', '/api/trabajos', token, cuerpo);
  if (res.statusCode !== 202) throw new Error(`POST /api/trabajos: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** POST /api/trabajos (multipart): an upload job. */
export function encolarCarga(token: string, archivo: { nombre: string; datos: Buffer }, campos: Record<string, string> = {}) {
  const m = multipart({ tipo: 'importar_solicitudes', ...campos }, [archivo]);
  return ctx.app.inject({ method: 'POST', url: '/api/trabajos', headers: { ...ctx.auth(token), ...m.headers }, payload: m.payload });
}

export const leerTrabajo = async (token: string, id: number) => (await pedir('GET', `/api/trabajos/${id}`, token)).json() as Trabajo;

/** Polls GET /api/trabajos/{id} until the job leaves pendiente / en_curso (the worker loop runs it). */
export async function esperarFin(token: string, id: number, ms = 30_000): Promise<Trabajo> {
  const limite = Date.now() + ms;
  for (;;) {
    const t = await leerTrabajo(token, id);
    if (t.estado !== 'pendiente' && t.estado !== 'en_curso') return t;
    if (Date.now() > limite) throw new Error(`el trabajo ${id} sigue ${t.estado}`);
    await new Promise((listo) => setTimeout(listo, 25));
  }
}

/** The first sheet of a downloaded workbook. */
export async function hojaDe(body: Buffer): Promise<ExcelJS.Worksheet> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(body as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  if (!hoja) throw new Error('sin hoja');
  return hoja;
}

export async function xlsx(filas: (string | number)[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Hoja1');
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await libro.xlsx.writeBuffer());
}
