// The import check of the lint stage of `npm test`, one madge pass over the sources:
//   - no import circle between files;
//   - no ring between folders: a module folder of the server (server/src/modules/<x>), a top-level
//     folder of a package's src (server/src/<x>, packages/shared/src/<x>, <app>/src/<screen>), and
//     contracts as one node. A ring is a cycle in that graph (Tarjan's strongly connected
//     components); each is printed with one file import per step;
//   - source code never imports test code (a *.test.* file, or anything in a `test` folder).
// `node scripts/anillos.mjs [folders...]` (relative to the working directory; by default the
// portal's sources). Exits 1 and lists what it found.
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import madge from 'madge';

export const FUENTES = ['server/src', 'packages/contracts/src', 'packages/shared/src', 'packages/mapa/src', 'shell/src', 'mf-admin/src', 'mf-callcenter/src', 'mf-solicitudes/src', 'mf-reportes/src'];

/** Folders that count as one node whatever their subfolders. */
const UN_NODO = ['packages/contracts/src'];

const segmentos = (archivo) => archivo.split(/[\\/]/);

/**
 * The node of a file in the folder graph: `<...>/src/modules/<x>`, `<...>/src/<x>`, or the file
 * itself when it sits directly in `src` (an entry point is its own node).
 */
export function carpetaDe(archivo) {
  const unNodo = UN_NODO.find((c) => archivo === c || archivo.startsWith(`${c}/`));
  if (unNodo) return unNodo;
  const partes = segmentos(archivo);
  const src = partes.indexOf('src');
  if (src < 0) return partes.slice(0, -1).join('/') || archivo;
  const resto = partes.slice(src + 1);
  const profundidad = resto[0] === 'modules' && resto.length > 2 ? 2 : 1;
  if (resto.length <= profundidad) return archivo;
  return partes.slice(0, src + 1 + profundidad).join('/');
}

const PRUEBA = /\.test\.[cm]?[jt]sx?$/;

/** Test code: a *.test.* file or anything in a test, testing or harness folder. */
export function esPrueba(archivo) {
  const partes = segmentos(archivo);
  return PRUEBA.test(archivo) || partes.slice(0, -1).some((p) => p === 'test' || p === 'testing' || p === 'harness');
}

/** What source code may not import: a *.test.* file or anything in a `test` folder. */
const esCodigoDePrueba = (archivo) => PRUEBA.test(archivo) || segmentos(archivo).slice(0, -1).includes('test');

/** Strongly connected components of `grafo` (node -> Set of nodes) with more than one node. */
export function componentes(grafo) {
  const indice = new Map();
  const bajo = new Map();
  const pila = [];
  const enPila = new Set();
  const salida = [];
  let siguiente = 0;
  const visitar = (v) => {
    indice.set(v, siguiente);
    bajo.set(v, siguiente);
    siguiente += 1;
    pila.push(v);
    enPila.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v), bajo.get(w)));
      } else if (enPila.has(w)) {
        bajo.set(v, Math.min(bajo.get(v), indice.get(w)));
      }
    }
    if (bajo.get(v) !== indice.get(v)) return;
    const componente = [];
    let w;
    do {
      w = pila.pop();
      enPila.delete(w);
      componente.push(w);
    } while (w !== v);
    if (componente.length > 1) salida.push(componente.sort());
  };
  for (const v of [...grafo.keys()].sort()) if (!indice.has(v)) visitar(v);
  return salida.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The rings of one component: for each of its folders, the shortest cycle through it (breadth
 * first, neighbours in name order), each listed once. Every folder of the component is in one of
 * them, and the listing stays short where listing every cycle would not.
 */
export function ciclos(grafo, componente) {
  const dentro = new Set(componente);
  const vistos = new Set();
  const salida = [];
  for (const inicio of [...componente].sort()) {
    const previo = new Map([[inicio, null]]);
    const cola = [inicio];
    let ultimo = null;
    while (cola.length > 0 && ultimo === null) {
      const v = cola.shift();
      for (const w of [...(grafo.get(v) ?? [])].sort()) {
        if (w === inicio) {
          ultimo = v;
          break;
        }
        if (dentro.has(w) && !previo.has(w)) {
          previo.set(w, v);
          cola.push(w);
        }
      }
    }
    const ciclo = [];
    for (let v = ultimo; v !== null; v = previo.get(v)) ciclo.unshift(v);
    // The same ring from its smallest folder, so that a ring found from two folders is listed once.
    const menor = ciclo.indexOf([...ciclo].sort()[0]);
    const rotado = [...ciclo.slice(menor), ...ciclo.slice(0, menor)];
    const clave = rotado.join('\n');
    if (vistos.has(clave)) continue;
    vistos.add(clave);
    salida.push([...rotado, rotado[0]]);
  }
  return salida;
}

/**
 * What the check finds in madge's graph (file -> files it imports, paths relative to the working
 * directory): the folder rings, each as its steps with one example import per step; the imports
 * of test code from source; the file circles madge reports.
 */
export function revisar(dependencias) {
  const grafo = new Map();
  const ejemplo = new Map();
  const pruebas = [];
  for (const [archivo, importados] of Object.entries(dependencias)) {
    if (esPrueba(archivo)) continue;
    for (const importado of importados) {
      if (esCodigoDePrueba(importado)) pruebas.push({ desde: archivo, hacia: importado });
      if (esPrueba(importado)) continue;
      const de = carpetaDe(archivo);
      const a = carpetaDe(importado);
      if (de === a) continue;
      if (!grafo.has(de)) grafo.set(de, new Set());
      grafo.get(de).add(a);
      const clave = `${de}\n${a}`;
      if (!ejemplo.has(clave)) ejemplo.set(clave, { desde: archivo, hacia: importado });
    }
  }
  const anillos = componentes(grafo)
    .flatMap((c) => ciclos(grafo, c))
    .sort((x, y) => x.join(' ').localeCompare(y.join(' ')))
    .map((ciclo) => ciclo.slice(0, -1).map((de, i) => ({ de, a: ciclo[i + 1], ...ejemplo.get(`${de}\n${ciclo[i + 1]}`) })));
  return { anillos, pruebas: pruebas.sort((x, y) => x.desde.localeCompare(y.desde) || x.hacia.localeCompare(y.hacia)) };
}

/** The report in Spanish; empty when there is nothing to report. */
export function informe({ circulos, anillos, pruebas }) {
  const lineas = [];
  if (circulos.length > 0) {
    lineas.push(`Círculos de importación entre archivos (${circulos.length}):`);
    for (const c of circulos) lineas.push(`  ${[...c, c[0]].join(' -> ')}`);
  }
  if (anillos.length > 0) {
    lineas.push(`Anillos de importación entre carpetas (${anillos.length}):`);
    for (const pasos of anillos) {
      lineas.push(`  ${[...pasos.map((p) => p.de), pasos[0].de].join(' -> ')}`);
      for (const p of pasos) lineas.push(`    ${p.desde} importa ${p.hacia}`);
    }
  }
  if (pruebas.length > 0) {
    lineas.push(`Código fuente que importa código de prueba (${pruebas.length}):`);
    for (const p of pruebas) lineas.push(`  ${p.desde} importa ${p.hacia}`);
  }
  return lineas.join('\n');
}

async function main(carpetas) {
  const resultado = await madge(carpetas, { baseDir: process.cwd(), fileExtensions: ['ts', 'tsx'] });
  const dependencias = Object.fromEntries(
    Object.entries(resultado.obj()).map(([archivo, importados]) => [archivo.split(sep).join('/'), importados.map((i) => i.split(sep).join('/'))]),
  );
  const { anillos, pruebas } = revisar(dependencias);
  const texto = informe({ circulos: resultado.circular(), anillos, pruebas });
  if (texto === '') {
    process.stdout.write(`Sin círculos entre archivos, sin anillos entre carpetas, sin importaciones de pruebas (${Object.keys(dependencias).length} archivos).\n`);
    return 0;
  }
  process.stdout.write(`${texto}\n`);
  return 1;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const argumentos = process.argv.slice(2);
  // The portal's sources are named from the repository's root.
  if (argumentos.length === 0) process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
  process.exitCode = await main(argumentos.length > 0 ? argumentos : FUENTES);
}
