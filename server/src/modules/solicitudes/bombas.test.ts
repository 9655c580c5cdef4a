/**
 * Upload guards by content, not by name: small versions of the bombs of
 * bench/bombas.ts. Each is refused in Spanish and stores nothing.
 */
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { CARGA_LIMITES, MENSAJES, MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { filasXlsx, LimiteExcedido } from '../../lib/xlsx/lectura';
import { admin, agencia1 as agencia, contextoDelArchivo, ctx } from '../../../test/archivo';
import { subirCarga } from '../../../test/multipart';
import { filaXml, libroXlsx, repetir, zip } from '../../../test/zip';

contextoDelArchivo();

const subir = (nombre: string, datos: Buffer) => subirCarga(ctx, admin, { nombre, datos });
const cuantas = async () => Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia)))[0]?.n ?? 0);

const FILA = filaXml(['1']);
/** 1 MB of identical rows: deflates about 1000:1. */
const MEGA = Buffer.from(FILA.repeat(Math.ceil((1024 * 1024) / FILA.length)));
const refusal = (file: string) => ({ message: MENSAJES.errorArchivo, errors: { file: [file] } });

describe('uploads are read by what their bytes are, within the size limits', () => {
  it.each(['bomba.xls', 'bomba.csv', 'bomba.xlsx'])('a zip that inflates 200 times its size named %s is refused with 413 before it is inflated', async (nombre) => {
    const bomba = await libroXlsx(['Folio'], repetir(MEGA, 20));
    expect(bomba.length).toBeLessThan(100 * 1024);
    const res = await subir(nombre, bomba);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 413, body: refusal(MENSAJES_SOLICITUDES.archivoDescomprimidoGrande) });
    expect(await cuantas()).toBe(0);
  });

  it.each(['mentirosa.xlsx', 'mentirosa.xls'])('a zip whose sheet inflates past the size it declares (%s) stops at the declared size: 422', async (nombre) => {
    const mentirosa = await libroXlsx(['Folio'], repetir(MEGA, 20), 2000);
    const res = await subir(nombre, mentirosa);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: refusal(MENSAJES_SOLICITUDES.archivoIlegible) });
    expect(await cuantas()).toBe(0);
  });

  it('shared strings past their bound stop the reading (LimiteExcedido, answered 413)', async () => {
    const libro = await zip([
      { nombre: 'xl/workbook.xml', datos: Buffer.from('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="H" sheetId="1" r:id="rId1"/></sheets></workbook>') },
      {
        nombre: 'xl/_rels/workbook.xml.rels',
        datos: Buffer.from(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
      },
      { nombre: 'xl/worksheets/sheet1.xml', datos: Buffer.from(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${filaXml(['Folio'])}</sheetData></worksheet>`) },
      { nombre: 'xl/sharedStrings.xml', datos: Buffer.from(`<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>abcdefghij</t></si>'.repeat(100)}</sst>`) },
    ]);
    const leer = async (maximo: number) => {
      for await (const _ of filasXlsx(libro, maximo));
    };
    await expect(leer(100 * 26)).resolves.toBeUndefined();
    await expect(leer(1000)).rejects.toBeInstanceOf(LimiteExcedido);
  });

  it('an honest .xlsx named .xls is read as the .xlsx it is', async () => {
    const libro = await libroXlsx(['Folio', 'Nombre', 'Apellido paterno', 'Calle', 'Num ext', 'Colonia', 'Estado', 'Ciudad', 'CP', 'Telefono'], [
      Buffer.from(filaXml(['ZX-1', 'Ana', 'Pérez', 'Roma', '1', 'Centro', 'Ciudad de México', 'Cuauhtémoc', '06700', '5512345678'])),
    ]);
    const res = await subir('disfrazada.xls', libro);
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 1 });
    await ctx.db.delete(solicitudes).where(eq(solicitudes.agencia_id, agencia));
  });

  it('an OLE2 (.xls) named .xlsx is read as .xls', async () => {
    const libro = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      libro,
      XLSX.utils.aoa_to_sheet([
        ['Folio', 'Nombre', 'Apellido paterno', 'Calle', 'Num ext', 'Colonia', 'Estado', 'Ciudad', 'CP', 'Telefono'],
        ['ZX-2', 'Ana', 'Pérez', 'Roma', '1', 'Centro', 'Ciudad de México', 'Cuauhtémoc', '06700', '5512345678'],
      ]),
      'Hoja1',
    );
    const res = await subir('biff.xlsx', XLSX.write(libro, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 1 });
    await ctx.db.delete(solicitudes).where(eq(solicitudes.agencia_id, agencia));
  });

  it.each(['utf-16le', 'utf-16be'] as const)('a %s CSV with its BOM is read', async (codificacion) => {
    const csv = 'Folio,Nombre,Apellido paterno,Calle,Num ext,Colonia,Estado,Ciudad,CP,Telefono\r\nZX-3,Ángela,Pérez,Roma,1,Centro,Ciudad de México,Cuauhtémoc,06700,5512345678\r\n';
    const le = Buffer.from(`\ufeff${csv}`, 'utf16le');
    const datos = codificacion === 'utf-16le' ? le : Buffer.from(le).swap16();
    const res = await subir(`${codificacion}.csv`, datos);
    expect(res.json()).toEqual({ message: MENSAJES.archivoCargado, insertados: 1 });
    const [fila] = await ctx.db.select({ nombre: solicitudes.nombre }).from(solicitudes).where(eq(solicitudes.folio_solicitud, 'ZX-3'));
    expect(fila?.nombre).toBe('Ángela');
    await ctx.db.delete(solicitudes).where(eq(solicitudes.agencia_id, agencia));
  });

  it('an OLE2 file (.xls, parsed whole by SheetJS) over its own smaller limit is refused with 413 before it is parsed', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(CARGA_LIMITES.bytesXls)]);
    const res = await subir('grande.xls', ole2);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 413, body: refusal(MENSAJES_SOLICITUDES.archivoXlsDemasiadoGrande) });
  });

  it('content that is no spreadsheet nor text is refused in Spanish', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const res = await subir('foto.xls', png);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: refusal(MENSAJES_SOLICITUDES.archivoFormato) });
    expect(await cuantas()).toBe(0);
  });
});
