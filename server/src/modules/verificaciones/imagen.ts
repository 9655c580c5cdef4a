/** What a photo is and how big it says it is, from its first bytes: nothing is decoded. */

export type TipoImagen = 'image/jpeg' | 'image/png';

const FIRMA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type of a photo by its first bytes (never its name or declared type). */
export function tipoImagen(datos: Buffer): TipoImagen | null {
  if (datos.length >= 3 && datos[0] === 0xff && datos[1] === 0xd8 && datos[2] === 0xff) return 'image/jpeg';
  if (datos.subarray(0, 8).equals(FIRMA_PNG)) return 'image/png';
  return null;
}

export interface Dimensiones {
  ancho: number;
  alto: number;
}

/** PNG: the IHDR chunk, which must come first. */
function dimensionesPng(d: Buffer): Dimensiones | null {
  if (d.length < 24 || d.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { ancho: d.readUInt32BE(16), alto: d.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame segment (SOF0..SOF15 but DHT C4, JPG C8 and DAC CC), walking the segments' lengths. */
function dimensionesJpeg(d: Buffer): Dimensiones | null {
  let p = 2;
  while (p + 4 <= d.length) {
    if (d[p] !== 0xff) return null;
    const marca = d[p + 1] ?? 0;
    if (marca === 0xff) {
      p++;
      continue;
    }
    // Markers without a length: TEM and RST0..7; the end of image or the scan before a frame means no frame.
    if (marca === 0x01 || (marca >= 0xd0 && marca <= 0xd7)) {
      p += 2;
      continue;
    }
    if (marca === 0xd9 || marca === 0xda) return null;
    const largo = d.readUInt16BE(p + 2);
    if (marca >= 0xc0 && marca <= 0xcf && marca !== 0xc4 && marca !== 0xc8 && marca !== 0xcc) {
      if (p + 9 > d.length) return null;
      return { alto: d.readUInt16BE(p + 5), ancho: d.readUInt16BE(p + 7) };
    }
    p += 2 + largo;
  }
  return null;
}

/** Width and height as the header declares them; null when the header is missing or cut. */
export function dimensionesImagen(datos: Buffer, tipo: TipoImagen): Dimensiones | null {
  return tipo === 'image/png' ? dimensionesPng(datos) : dimensionesJpeg(datos);
}
