// The OpenAPI document as a product: it passes `redocly lint` (recommended rules), lists only the
// API with an operationId, a summary and named schemas, the committed client types match it, and a
// client typed from it (openapi-fetch) drives the field-verification intake against a listening server.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import type { OpenAPI3, OperationObject, PathItemObject } from 'openapi-typescript';
import { solicitudes, solicitudesEncuestadores, verificaciones } from '../db/schema';
import { registerFrontend } from '../frontend';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/context';
import { agenciaIds } from '../../test/personas';
import type { components, paths } from '../../test/openapi/api';

let ctx: TestContext;
let documento: OpenAPI3;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'verifica-openapi-test-'));
  // The front end is registered (with nothing built) so its static and SPA routes exist.
  ctx = await createTestContext({ solicitudes: 30, before: (app) => registerFrontend(app, { repoRoot: tmp, env: {} }) });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  documento = res.json<OpenAPI3>();
});
afterAll(async () => {
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const METODOS = ['get', 'put', 'post', 'delete', 'patch'] as const;
function operaciones(): { ruta: string; metodo: string; op: OperationObject }[] {
  return Object.entries(documento.paths ?? {}).flatMap(([ruta, item]) =>
    METODOS.flatMap((metodo) => {
      const op = (item as PathItemObject)[metodo];
      return op ? [{ ruta, metodo, op }] : [];
    }),
  );
}

interface Problema {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe('documento OpenAPI (/api/docs/json)', () => {
  it('redocly lint con las reglas recomendadas: 0 errores', async () => {
    const archivo = path.join(tmp, 'openapi.json');
    writeFileSync(archivo, JSON.stringify(documento));
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', archivo, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // redocly exits 1 when there are errors: read its report either way.
    const salida = await promisify(execFile)(process.execPath, args, { cwd: tmp, env, maxBuffer: 32 * 1024 * 1024 }).catch(
      (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
    );
    const { problems } = JSON.parse(salida.stdout) as { problems: Problema[] };
    const errores = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errores).toEqual([]);
    // Warnings left on purpose: no license (private project) and the probes have no 4xx answer.
    const avisos = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(avisos.sort()).toEqual([
      'info-license #/info',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
      'operation-4xx-response #/paths/~1api~1ready/get/responses',
    ]);
  });

  it('OpenAPI 3.1 con servers: el PUBLIC_URL de la instalación', () => {
    expect(documento.openapi).toBe('3.1.0');
    expect(documento.servers).toEqual([expect.objectContaining({ url: 'http://verifica.test' })]);
  });

  it('solo la API: sin rutas estáticas ni de la SPA, sin alias con barra final', () => {
    const rutas = Object.keys(documento.paths ?? {});
    expect(rutas.length).toBeGreaterThan(40);
    expect(rutas.filter((r) => !r.startsWith('/api/') && !r.startsWith('/password/'))).toEqual([]);
    expect(rutas.filter((r) => r.endsWith('/'))).toEqual([]);
    // Every API route registered is listed (the aliases once, without the slash).
    const api = ctx.routes
      .filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/password/')) && r.method !== 'HEAD' && r.schema && !r.schema.hide)
      .map((r) => `${String(r.method).toLowerCase()} ${r.url.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}')}`);
    const listadas = operaciones().map((o) => `${o.metodo} ${o.ruta}`);
    expect([...new Set(api)].sort()).toEqual(listadas.sort());
  });

  it('cada operación tiene operationId único y legible y un resumen en español', () => {
    const ops = operaciones();
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][a-zA-Z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.filter((o) => !o.op.summary || o.op.summary.length < 8).map((o) => `${o.metodo} ${o.ruta}`)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['listarSolicitudes', 'registrarVerificacion', 'iniciarSesion']));
  });

  it('los cuerpos y las respuestas son esquemas con nombre (components.schemas)', () => {
    const sinNombre: string[] = [];
    for (const { ruta, metodo, op } of operaciones()) {
      const cuerpo = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
      const respuestas = Object.entries(op.responses ?? {}).flatMap(([estado, r]) => Object.entries('content' in r ? (r.content ?? {}) : {}).map(([m, c]) => [`${estado} ${m}`, c] as const));
      for (const [donde, media] of [...Object.entries(cuerpo).map(([m, c]) => [`cuerpo ${m}`, c] as const), ...respuestas]) {
        const schema = 'schema' in media ? media.schema : undefined;
        if (!schema || !('$ref' in schema)) sinNombre.push(`${metodo} ${ruta} ${donde}`);
      }
    }
    expect(sinNombre).toEqual([]);
    expect(Object.keys(documento.components?.schemas ?? {})).toEqual(expect.arrayContaining(['Error', 'ErrorValidacion', 'SolicitudDetalle', 'Verificacion', 'RegistrarVerificacionCuerpo']));
  });

  it('test/openapi/api.d.ts está al día con el documento servido (si falla: pnpm --filter server openapi:types)', async () => {
    const desde = path.join(tmp, 'documento.json');
    const salida = path.join(tmp, 'api.d.ts');
    writeFileSync(desde, JSON.stringify(documento));
    // openapi-typescript runs in its own process (ESM dependencies), through the same script.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', '..', 'test', 'openapi', 'generar.ts'), '--desde', desde, '--salida', salida], { cwd: path.join(__dirname, '..', '..') });
    expect(readFileSync(salida, 'utf8')).toBe(readFileSync(path.join(__dirname, '..', '..', 'test', 'openapi', 'api.d.ts'), 'utf8'));
  });
});

describe('cliente tipado (openapi-fetch + test/openapi/api.d.ts)', () => {
  // SOI, a baseline frame header of 640×480 (the server reads photo dimensions from it), some data, EOI.
  const SOF = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, ...SOF]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);

  /** multipart/form-data from the typed body: files as parts of the same field. */
  function formData(cuerpo: components['schemas']['RegistrarVerificacionCuerpo']): FormData {
    const fd = new FormData();
    for (const [campo, valor] of Object.entries(cuerpo)) {
      if (Array.isArray(valor)) for (const [i, foto] of valor.entries()) fd.append(campo, foto as Blob, `foto-${i}.jpg`);
      else if (valor !== undefined) fd.append(campo, String(valor));
    }
    return fd;
  }

  it('el gestor inicia sesión y registra la verificación de campo; los errores llegan tipados', async () => {
    const direccion = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const api = createClient<paths>({ baseUrl: direccion });

    const [agencia] = await agenciaIds(ctx.db);
    const [libre] = await ctx.db
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(
        and(
          eq(solicitudes.agencia_id, agencia ?? 0),
          sql`not exists (select 1 from ${solicitudesEncuestadores} e where e.solicitud_id = ${solicitudes.id} and e.activo)`,
          sql`not exists (select 1 from ${verificaciones} v where v.solicitud_id = ${solicitudes.id})`,
        ),
      )
      .limit(1);
    const solicitudId = libre?.id ?? 0;

    const admin = await api.POST('/api/login', { body: { correo: 'admin@verifica.mx', password: TEST_PASSWORD } });
    const gestor = await api.POST('/api/login', { body: { correo: 'gestor@verifica.mx', password: TEST_PASSWORD } });
    const tokenAdmin = admin.data?.token ?? '';
    const tokenGestor = gestor.data?.token ?? '';
    expect(tokenAdmin && tokenGestor).toBeTruthy();

    const asignada = await api.POST('/api/solicitudes_encuestador', {
      headers: { authorization: `Bearer ${tokenAdmin}` },
      body: { seleccionados: [solicitudId], usuario_id: await ctx.userId('gestor@verifica.mx') },
    });
    expect(asignada.data?.asignadas).toBe(1);

    const sinFotos = await api.POST('/api/verificaciones', {
      headers: { authorization: `Bearer ${tokenGestor}` },
      body: { solicitud_id: solicitudId, latitude: 19.43, longitude: -99.13, imagenes: [] },
      bodySerializer: formData,
    });
    expect(sinFotos.response.status).toBe(422);
    expect(sinFotos.error?.message).toBeTruthy();

    const foto = new Blob([JPEG], { type: 'image/jpeg' });
    const { data, response } = await api.POST('/api/verificaciones', {
      headers: { authorization: `Bearer ${tokenGestor}` },
      body: { solicitud_id: solicitudId, atendio_usuario: 'no', nombre: 'Rosa Díaz', parentesco: 'Madre', latitude: 19.4326, longitude: -99.1332, imagenes: [foto, foto] },
      bodySerializer: formData,
    });
    expect(response.status).toBe(201);
    const verificacion: components['schemas']['Verificacion'] | undefined = data;
    expect(verificacion).toMatchObject({ solicitud_id: solicitudId, atendio_usuario: false, nombre: 'Rosa Díaz', parentesco: 'Madre', position: { latitude: 19.4326, longitude: -99.1332 } });
    expect(verificacion?.imagenes).toHaveLength(2);

    const detalle = await api.GET('/api/solicitudes/{id}', { params: { path: { id: solicitudId } }, headers: { authorization: `Bearer ${tokenAdmin}` } });
    expect(detalle.data?.verificacion?.id).toBe(verificacion?.id);
  });
});
