// pnpm --filter server openapi:types [-- --documento archivo.json]
//   Regenerates test/openapi/api.d.ts from the served OpenAPI document; --documento also writes the
//   document (e.g. for `npx @redocly/cli lint archivo.json`).
// --desde archivo.json --salida archivo.d.ts: types of a given document (src/plugins/openapi.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';
import { findRepoRoot } from '../../src/config';
import { documentoOpenapi, tiposOpenapi } from './tipos';

const opcion = (nombre: string) => {
  const i = process.argv.indexOf(nombre);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const desde = opcion('--desde');
const documento = desde
  ? (JSON.parse(readFileSync(desde, 'utf8')) as OpenAPI3)
  : await documentoOpenapi(findRepoRoot(fileURLToPath(new URL('.', import.meta.url))));
const salida = opcion('--salida') ?? fileURLToPath(new URL('./api.d.ts', import.meta.url));
writeFileSync(salida, await tiposOpenapi(documento));
console.log(`Tipos escritos en ${salida}`);
const archivo = opcion('--documento');
if (archivo) {
  writeFileSync(archivo, JSON.stringify(documento, null, 2) + '\n');
  console.log(`Documento escrito en ${archivo}`);
}
