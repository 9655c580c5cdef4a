/**
 * Memory of hostile and heavy uploads, against the real server:
 *
 *   node --import tsx bench/bombas.ts [--puerto 8298] [--solo nombre]
 *
 * Builds each file (test/zip.ts), starts src/main.ts as a child (PGlite in a temporary DATA_DIR,
 * no demo data, one admin from ADMIN_CORREO/ADMIN_PASSWORD), uploads the files one after another
 * to POST /api/solicitudes/load_file while sampling the child's VmRSS (/proc/<pid>/status) every
 * 20 ms and asking /api/me one request at a time. Prints per file: status, RSS before and peak,
 * growth, time and the slowest /api/me meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { CARGA_LIMITES } from '@verifica/contracts';
import { filaXml, libroXlsx, repetir } from '../test/zip';
import { arrancarHijo, detener, entornoHijo, entrar, opcion, pedir, picoRssDe, sleep, sondearMientras } from './harness/proceso';

const PUERTO = Number(opcion('puerto', '8298'));
const SOLO = opcion('solo', '');
const CORREO = 'bombas@verifica.mx';
const PASSWORD = 'Bombas.2026-clave';
const MB = 1024 * 1024;

const ENCABEZADO = ['Folio', 'Nombre', 'Apellido paterno', 'Apellido materno', 'Calle', 'Num ext', 'Colonia', 'Estado', 'Ciudad', 'CP', 'Telefono'];
const letras = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const filaAzar = (k: number) => [`B${k}`, letras(8), letras(9), letras(9), letras(14), digitos(3), letras(12), 'Ciudad de México', letras(10), digitos(5), digitos(10)];

/** Random rows until `bytes` of sheet XML (about; compresses ~2:1). */
function* filasAzar(filas: number): Generator<Buffer> {
  for (let k = 1; k <= filas; k += 1000) {
    yield Buffer.from(Array.from({ length: Math.min(1000, filas - k + 1) }, (_, i) => filaXml(filaAzar(k + i))).join(''));
  }
}

async function archivos(): Promise<{ nombre: string; archivo: string; datos: () => Promise<Buffer> }[]> {
  const filaBomba = Buffer.from(filaXml(['1']).repeat(Math.ceil(MB / filaXml(['1']).length)));
  return [
    { nombre: 'zip de 300 MB llamado .xls', archivo: 'bomba.xls', datos: () => libroXlsx(['Folio'], repetir(filaBomba, 300)) },
    { nombre: '.xlsx que declara 1 MB y trae 450 MB', archivo: 'mentirosa.xlsx', datos: () => libroXlsx(['Folio'], repetir(filaBomba, 450), MB) },
    { nombre: 'la misma, llamada .xls', archivo: 'mentirosa.xls', datos: () => libroXlsx(['Folio'], repetir(filaBomba, 450), MB) },
    { nombre: `.xlsx legítimo de ${CARGA_LIMITES.filas} filas al azar`, archivo: 'grande.xlsx', datos: () => libroXlsx(ENCABEZADO, filasAzar(CARGA_LIMITES.filas)) },
    {
      nombre: '.csv legítimo cerca del límite',
      archivo: 'grande.csv',
      datos: async () => {
        const lineas = [ENCABEZADO.join(',')];
        let bytes = 0;
        for (let k = 1; k <= CARGA_LIMITES.filas && bytes < CARGA_LIMITES.bytes - 200; k++) {
          const l = filaAzar(k).join(',');
          bytes += l.length + 1;
          lineas.push(l);
        }
        const todo = Buffer.from(lineas.join('\n')).subarray(0, CARGA_LIMITES.bytes - 200);
        return todo.subarray(0, todo.lastIndexOf(10));
      },
    },
    {
      nombre: '.xls (BIFF8) legítimo cerca del límite',
      archivo: 'grande-biff.xls',
      datos: async () => {
        const filas = [ENCABEZADO, ...Array.from({ length: 23_500 }, (_, k) => filaAzar(k + 1))];
        const libro = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(filas), 'Hoja1');
        return XLSX.write(libro, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      },
    },
  ].filter((a) => a.nombre.includes(SOLO) || a.archivo.includes(SOLO));
}

function multipart(nombre: string, datos: Buffer, agencia: number): { cuerpo: Buffer; tipo: string } {
  const b = `----bombas${Date.now()}`;
  return {
    cuerpo: Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="agencia_id"\r\n\r\n${agencia}\r\n`),
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      datos,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
    tipo: `multipart/form-data; boundary=${b}`,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'verifica-bombas-'));
  const env = entornoHijo(PUERTO, {
    DATA_DIR: dir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
    ADMIN_CORREO: CORREO,
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'bombas-jwt-secret-0123456789abcdef0123',
  });
  try {
    for (const a of await archivos()) await medir(a, env);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One upload against a fresh server (RSS a process has grown to is rarely given back). */
async function medir(a: { nombre: string; archivo: string; datos: () => Promise<Buffer> }, env: NodeJS.ProcessEnv): Promise<void> {
  const datos = await a.datos();
  const hijo = await arrancarHijo(PUERTO, env);
  try {
    const pid = hijo.pid ?? 0;
    const token = await entrar(PUERTO, CORREO, PASSWORD);
    const agencia = await pedir(PUERTO, 'POST', '/api/agencias', { json: { nombre: `Agencia ${Date.now()}`, direccion: 'Calle 1', region: 'R1' }, token });
    const agenciaId = (JSON.parse(agencia.texto) as { id: number }).id;
    if (!agenciaId) throw new Error(`agencia: ${agencia.status} ${agencia.texto}`);
    const m = multipart(a.archivo, datos, agenciaId);
    await sleep(1500);
    const rss = picoRssDe(pid);
    const t = performance.now();
    const subida = pedir(PUERTO, 'POST', '/api/solicitudes/load_file', { cuerpo: m.cuerpo, token, cabeceras: { 'content-type': m.tipo } });
    const { resultado: r, tiempos: me } = await sondearMientras(subida, () => pedir(PUERTO, 'GET', '/api/me', { token }), 50);
    const pico = rss.parar();
    console.log(
      `${a.nombre} (${a.archivo}, ${(datos.length / 1024).toFixed(0)} KB): ${r.status} ${r.texto.slice(0, 160)}\n` +
        `  RSS antes ${rss.antes.toFixed(0)} MB, pico ${pico.toFixed(0)} MB, crecimiento ${(pico - rss.antes).toFixed(0)} MB, ` +
        `${((performance.now() - t) / 1000).toFixed(1)} s; /api/me más lenta mientras tanto ${Math.max(0, ...me).toFixed(0)} ms`,
    );
  } finally {
    await detener(hijo);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
