/**
 * The OpenAPI document and the TypeScript types generated from it (openapi-typescript), shared by
 * `pnpm --filter server openapi:types` (test/openapi/generar.ts, which writes api.d.ts; src/plugins/openapi.test.ts
 * runs it on the served document to check the committed file is current).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { migrationsFolderOf, openDatabase } from '../../src/db/client';

const CABECERA =
  '// Generado por `pnpm --filter server openapi:types` a partir de /api/docs/json (openapi-typescript).\n' +
  '// No editar a mano: src/plugins/openapi.test.ts falla si no coincide con el documento servido.\n\n';

/** The document as served, built on an empty in-memory database (it does not depend on data). */
export async function documentoOpenapi(repoRoot: string): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-openapi-'));
  const database = await openDatabase({ migrationsFolder: migrationsFolderOf(repoRoot) });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'openapi-'.repeat(6), LOG_LEVEL: 'silent' }, repoRoot);
    const app = await buildApp({ config, db: database.db, fastify: { logger: false } });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      return res.json<OpenAPI3>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** api.d.ts for a document; files (`format: binary`) are Blobs, as FormData takes them. */
export async function tiposOpenapi(documento: OpenAPI3): Promise<string> {
  const ast = await openapiTS(documento, {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return CABECERA + astToString(ast);
}
