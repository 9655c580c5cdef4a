import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import type { RemotosRespuesta } from '@verifica/contracts';
import { BASE_URL, REPO_ROOT } from './env';

/**
 * Leaves a remote as the other specs expect it, on the repository's build: no canary, every release
 * retired (a release left only 'publicada' would be Revertir's target, and a /remotes.json fallback).
 */
export async function dejarEnRepositorio(request: APIRequestContext, token: string, dir = 'mf-admin'): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await request.delete(`${BASE_URL}/api/remotos/${dir}/canary`, { headers });
  for (let vuelta = 0; vuelta < 10; vuelta++) {
    const respuesta = await request.get(`${BASE_URL}/api/remotos`, { headers });
    if (!respuesta.ok()) throw new Error(`GET /api/remotos: HTTP ${respuesta.status()}`);
    const estado = ((await respuesta.json()) as RemotosRespuesta).remotos.find((r) => r.remoto === dir);
    if (!estado) return;
    for (const v of estado.versiones.filter((x) => x.estado === 'publicada')) {
      await request.post(`${BASE_URL}/api/remotos/${dir}/versiones/${v.id}/retirar`, { headers });
    }
    // With every other release retired, Revertir goes back to the repository's build.
    if (!estado.activa) return;
    await request.post(`${BASE_URL}/api/remotos/${dir}/revertir`, { headers });
  }
  throw new Error(`${dir} no volvió a la compilación del repositorio`);
}

/**
 * A second build of mf-admin with one visible text changed, as a release archive (README «Publicar
 * un remoto»: one folder <version>+<hash>/ with the build) under `trabajo`.
 */
export function archivoDeVariante(trabajo: string, textoViejo: string, textoNuevo: string, version: string): { archivo: string; carpeta: string } {
  const outDir = join(trabajo, 'dist');
  const build = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'e2e', 'support', 'build-remote-variant.mjs'), join(REPO_ROOT, 'mf-admin'), outDir, textoViejo, textoNuevo],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', VERIFICA_VERSION_REMOTO: version } },
  );
  if (build.status !== 0) throw new Error(`falló la compilación de mf-admin: ${build.stderr}`);
  const release = JSON.parse(readFileSync(join(outDir, 'release.json'), 'utf8')) as { version: string; hash: string };
  const carpeta = `${release.version}+${release.hash}`;
  cpSync(outDir, join(trabajo, 'tar', carpeta), { recursive: true });
  const archivo = join(trabajo, 'version.tgz');
  const tar = spawnSync('tar', ['czf', archivo, '-C', join(trabajo, 'tar'), carpeta], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr}`);
  return { archivo, carpeta };
}

/**
 * The spec file's variant of mf-admin (see archivoDeVariante): built once before its tests, in a
 * temporary folder removed after them. The fields are filled when the tests run.
 */
export function varianteDelArchivo(textoViejo: string, textoNuevo: string, version: string): { archivo: string; carpeta: string } {
  const variante = { archivo: '', carpeta: '' };
  let trabajo = '';
  test.beforeAll(() => {
    test.setTimeout(240_000);
    trabajo = mkdtempSync(join(tmpdir(), 'verifica-release-'));
    Object.assign(variante, archivoDeVariante(trabajo, textoViejo, textoNuevo, version));
  });
  test.afterAll(() => {
    if (trabajo) rmSync(trabajo, { recursive: true, force: true });
  });
  return variante;
}
