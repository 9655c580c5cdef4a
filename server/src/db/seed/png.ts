import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A real PNG (8-bit RGB) filled with `rgb`, with a lighter horizontal band so it is not a
 * single flat colour. Used for the seeded verification photos.
 */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = (light: boolean) => {
    const r = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const f = light ? 1.35 : 1;
      r[1 + x * 3] = Math.min(255, Math.round(rgb[0] * f));
      r[2 + x * 3] = Math.min(255, Math.round(rgb[1] * f));
      r[3 + x * 3] = Math.min(255, Math.round(rgb[2] * f));
    }
    return r;
  };
  const plain = row(false);
  const band = row(true);
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => (y > height * 0.4 && y < height * 0.6 ? band : plain)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
