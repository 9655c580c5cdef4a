/** The zip writer and reader agree: what one writes (whole parts and a streamed one), the other reads back byte for byte. */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { zipEnStream } from './escritura';
import { contenido, entradasZip, type EntradaZip } from './lectura';

async function escribir(partes: Record<string, Buffer>, streamed: { ruta: string; trozos: Buffer[] }): Promise<Buffer> {
  const salida = new PassThrough();
  const trozos: Buffer[] = [];
  salida.on('data', (b: Buffer) => trozos.push(b));
  const zip = zipEnStream(salida);
  for (const [ruta, datos] of Object.entries(partes)) zip.agregar(ruta, datos);
  const parte = zip.abrir(streamed.ruta);
  const senal = new AbortController().signal;
  for (const t of streamed.trozos) if (!parte.escribir(t)) await parte.listo(senal);
  await parte.terminar(senal);
  await zip.cerrar(senal);
  salida.end();
  return Buffer.concat(trozos);
}

async function leer(buf: Buffer, e: EntradaZip): Promise<Buffer> {
  const trozos: Buffer[] = [];
  for await (const t of contenido(buf, e)) trozos.push(t);
  return Buffer.concat(trozos);
}

describe('lib/zip', () => {
  it('reads back every part the writer wrote, the streamed one included', async () => {
    const fijas = { '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/workbook.xml': Buffer.from('<workbook>'.repeat(500)) };
    // Incompressible and repetitive pieces, more than one 512 KB deflate piece in all.
    const trozos = [randomBytes(300_000), Buffer.alloc(700_000, 'a'), randomBytes(10)];
    const zip = await escribir(fijas, { ruta: 'xl/worksheets/sheet1.xml', trozos });

    const entradas = entradasZip(zip);
    expect(entradas && [...entradas.keys()].sort()).toEqual(['[content_types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    for (const [ruta, datos] of Object.entries(fijas)) expect(await leer(zip, entradas!.get(ruta.toLowerCase())!)).toEqual(datos);
    const hoja = entradas!.get('xl/worksheets/sheet1.xml')!;
    expect(hoja.descomprimido).toBe(1_000_010);
    expect(await leer(zip, hoja)).toEqual(Buffer.concat(trozos));
  });

  it('is not a zip: null', () => {
    expect(entradasZip(Buffer.from('nombre,apellido\nAna,Pérez\n'))).toBeNull();
  });
});
