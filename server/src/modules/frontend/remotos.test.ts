import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DescriptorRemoto, EstadoRemoto, RemotosRespuesta, VersionRemoto } from '@verifica/contracts';
import { registerFrontend } from '../../frontend';
import { filas } from '../../db/filas';
import { admin, admin2, agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { multipart } from '../../../test/multipart';
import { suscribir } from '../../../test/sse';
import { remotesJson } from './plugin';
import { ejecutar } from '../remotos/ordenes';
import { bomba, releasePrueba, tgz, tgzDe, type ReleasePrueba } from '../../../test/releases';
import { CACHE_MS, enPorcentaje, invalidarRegistro } from '../remotos/registro';
import { carpetaDeRemotos, type EntornoRemotos } from '../remotos/service';

const conFrontend = async (app: FastifyInstance) =>
  registerFrontend(app, { repoRoot: app.config.repoRoot, env: {}, registro: { db: app.db, dataDir: app.config.dataDir, jwtSecret: app.config.jwtSecret } });

contextoDelArchivo({ seed: true, before: conFrontend });

const subir = (archivo: Buffer, token = superadmin, nombre = 'mf-admin', campos: Record<string, string> = {}) => {
  const m = multipart(campos, [{ campo: 'archivo', nombre: 'version.tgz', datos: archivo, tipo: 'application/gzip' }]);
  return ctx.app.inject({ method: 'POST', url: `/api/remotos/${nombre}/versiones`, headers: { ...ctx.auth(token), ...m.headers }, payload: m.payload });
};
const publicar = async (r: ReleasePrueba) => {
  const res = await subir(tgzDe(r));
  expect(res.statusCode).toBe(201);
  return res.json<VersionRemoto>();
};
const post = (url: string, token = superadmin, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const remotes = async (app: FastifyInstance = ctx.app, token?: string) => {
  const res = await app.inject({ method: 'GET', url: '/remotes.json', headers: token ? ctx.auth(token) : {} });
  expect(res.statusCode).toBe(200);
  return { cuerpo: res.json<Record<string, DescriptorRemoto>>(), cache: res.headers['cache-control'] };
};
const lista = async () => (await ctx.app.inject({ method: 'GET', url: '/api/remotos', headers: ctx.auth(superadmin) })).json<RemotosRespuesta>();
const admin_ = async () => (await lista()).remotos.find((r) => r.remoto === 'mf-admin') as EstadoRemoto;
const activas = async () => (await filas<{ n: number }>(ctx.db, sql`select count(*)::int as n from remotos_releases where remoto = 'mf-admin' and estado = 'activa'`))[0]?.n;
const carpetasEnDisco = () => {
  const dir = join(carpetaDeRemotos(ctx.config.dataDir), 'mf-admin');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const temporalesVacios = () => {
  const dir = join(carpetaDeRemotos(ctx.config.dataDir), '.tmp');
  return !existsSync(dir) || readdirSync(dir).length === 0;
};
const limpiar = async () => {
  await ctx.db.execute(sql`delete from remotos_errores`);
  await ctx.db.execute(sql`delete from remotos_releases`);
  rmSync(carpetaDeRemotos(ctx.config.dataDir), { recursive: true, force: true });
};
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('remote releases', () => {
  beforeEach(async () => {
    await limpiar();
    invalidarRegistro(ctx.db);
  });

  it('publish, activate, revert and retire: /remotes.json follows the registry, files are served immutable', async () => {
    const repositorio = remotesJson({}, ctx.config.repoRoot).mf_admin;
    expect((await remotes()).cuerpo.mf_admin).toEqual(repositorio);

    const r1 = releasePrueba({ version: '1.0.0', texto: 'uno' });
    const v1 = await publicar(r1);
    expect(v1).toMatchObject({ remoto: 'mf-admin', version: '1.0.0', hash: r1.release.hash, estado: 'publicada', incompatibilidad: null, publicado_por: expect.any(String), commit: 'abc1234' });
    // Published is not served yet.
    expect((await remotes()).cuerpo.mf_admin).toEqual(repositorio);
    const archivo = await ctx.app.inject({ method: 'GET', url: `/mf/mf-admin/r/${r1.carpeta}/remoteEntry.js` });
    expect(archivo.statusCode).toBe(200);
    expect(archivo.body).toContain('uno');
    expect(archivo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(archivo.headers['access-control-allow-origin']).toBe('*');
    expect((await ctx.app.inject({ method: 'GET', url: `/mf/mf-admin/r/${r1.carpeta}/../../x` })).statusCode).toBe(404);

    expect((await post(`/api/remotos/mf-admin/versiones/${v1.id}/activar`)).statusCode).toBe(200);
    const { cuerpo, cache } = await remotes();
    expect(cache).toBe('no-cache');
    expect(cuerpo.mf_admin).toEqual({
      entry: `/mf/mf-admin/r/${r1.carpeta}/mf-manifest.json`,
      integrity: { remoteEntry: expect.stringMatching(/^sha384-/), manifest: expect.stringMatching(/^sha384-/) },
      version: r1.carpeta,
      release_id: v1.id,
      fallback: repositorio,
    });
    expect(cuerpo.mf_solicitudes).toEqual(remotesJson({}, ctx.config.repoRoot).mf_solicitudes);

    const r2 = releasePrueba({ version: '1.1.0', texto: 'dos' });
    const v2 = await publicar(r2);
    await post(`/api/remotos/mf-admin/versiones/${v2.id}/activar`);
    const segunda = (await remotes()).cuerpo.mf_admin;
    expect(segunda).toMatchObject({ version: r2.carpeta, fallback: { version: r1.carpeta, release_id: v1.id } });

    const revertido = await post('/api/remotos/mf-admin/revertir');
    expect(revertido.statusCode).toBe(200);
    expect(revertido.json<EstadoRemoto>().activa?.id).toBe(v1.id);
    expect((await remotes()).cuerpo.mf_admin).toMatchObject({ version: r1.carpeta });

    // The active one cannot be retired; another can, and then revert has nothing but the repository.
    const noRetira = await post(`/api/remotos/mf-admin/versiones/${v1.id}/retirar`);
    expect(noRetira.statusCode).toBe(409);
    expect(noRetira.json()).toEqual({ message: 'No se puede retirar la versión activa: activa o revierte a otra primero' });
    expect((await post(`/api/remotos/mf-admin/versiones/${v2.id}/retirar`)).statusCode).toBe(200);
    expect((await post(`/api/remotos/mf-admin/versiones/${v2.id}/activar`)).json()).toEqual({ message: 'La versión está retirada' });
    const alRepositorio = await post('/api/remotos/mf-admin/revertir');
    expect(alRepositorio.json<EstadoRemoto>().activa).toBeNull();
    expect((await remotes()).cuerpo.mf_admin).toEqual(repositorio);

    // Every change is in the audit (Bitácora).
    const acciones = await filas<{ accion: string }>(ctx.db, sql`select accion from audit_log where entidad = 'remotos' order by id`);
    expect(acciones.map((a) => a.accion).slice(-7)).toEqual(['publicar', 'activar', 'publicar', 'activar', 'revertir', 'retirar', 'revertir']);
    const estado = await admin_();
    expect(estado.versiones.map((v) => [v.version, v.estado])).toEqual([
      ['1.1.0', 'retirada'],
      ['1.0.0', 'publicada'],
    ]);
  });

  it('a release served from a CDN (base_url): its URL in /remotes.json, its origin in the CSP, no files kept here', async () => {
    const local = releasePrueba({ version: '1.5.0', html: true });
    await publicar(local);
    const cdn = releasePrueba({ version: '1.6.0' });
    const base = `https://cdn.example.com/verifica/mf-admin/${cdn.carpeta}/`;
    const res = await subir(tgzDe(cdn), superadmin, 'mf-admin', { base_url: base });
    expect(res.statusCode).toBe(201);
    const v = res.json<VersionRemoto>();
    expect(v.base_url).toBe(base.slice(0, -1));
    expect(carpetasEnDisco()).toEqual([local.carpeta]);
    await post(`/api/remotos/mf-admin/versiones/${v.id}/activar`);
    expect((await remotes()).cuerpo.mf_admin).toMatchObject({ entry: `${base}mf-manifest.json`, version: cdn.carpeta });
    const pagina = await ctx.app.inject({ method: 'GET', url: `/mf/mf-admin/r/${local.carpeta}/index.html` });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com;");
    const mala = await subir(tgzDe(releasePrueba({ version: '1.7.0' })), superadmin, 'mf-admin', { base_url: 'http://cdn.example.com/x' });
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toEqual({ message: 'La URL base debe ser https (o http://localhost) y sin parámetros' });
  });

  it('a canary for one agency: admin@ gets it, admin2@ and anonymous loads get the active release; a bad token is no error', async () => {
    const v1 = await publicar(releasePrueba({ version: '2.0.0', texto: 'estable' }));
    await post(`/api/remotos/mf-admin/versiones/${v1.id}/activar`);
    const r2 = releasePrueba({ version: '2.1.0', texto: 'canary' });
    const v2 = await publicar(r2);
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/remotos/mf-admin/versiones/${v2.id}/canary`, headers: ctx.auth(superadmin), payload: { agencias: [agencia1] } });
    expect(res.statusCode).toBe(200);
    expect(res.json<EstadoRemoto>().canary).toMatchObject({ id: v2.id, canary: { agencias: [agencia1], porcentaje: 0 } });

    const paraAdmin = await remotes(ctx.app, admin);
    expect(paraAdmin.cuerpo.mf_admin).toMatchObject({ version: r2.carpeta, fallback: { release_id: v1.id } });
    expect(paraAdmin.cache).toBe('private, no-cache');
    expect((await remotes(ctx.app, admin2)).cuerpo.mf_admin).toMatchObject({ release_id: v1.id });
    expect((await remotes()).cuerpo.mf_admin).toMatchObject({ release_id: v1.id });
    expect((await remotes(ctx.app, 'no-es-un-token')).cuerpo.mf_admin).toMatchObject({ release_id: v1.id });

    // A percentage is stable per user.
    const pct = await ctx.app.inject({ method: 'PUT', url: `/api/remotos/mf-admin/versiones/${v2.id}/canary`, headers: ctx.auth(superadmin), payload: { porcentaje: 50 } });
    expect(pct.statusCode).toBe(200);
    const admin2Id = await ctx.userId('admin2@verifica.mx');
    const esperado = enPorcentaje(admin2Id, v2.id, 50) ? v2.id : v1.id;
    for (let i = 0; i < 3; i++) expect((await remotes(ctx.app, admin2)).cuerpo.mf_admin?.release_id).toBe(esperado);

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/remotos/mf-admin/canary', headers: ctx.auth(superadmin) })).statusCode).toBe(200);
    expect((await remotes(ctx.app, admin)).cuerpo.mf_admin).toMatchObject({ release_id: v1.id });
    const vacio = await ctx.app.inject({ method: 'PUT', url: `/api/remotos/mf-admin/versiones/${v2.id}/canary`, headers: ctx.auth(superadmin), payload: {} });
    expect(vacio.statusCode).toBe(422);
  });

  it('two activations at once leave exactly one active release', async () => {
    const a = await publicar(releasePrueba({ version: '3.0.0' }));
    const b = await publicar(releasePrueba({ version: '3.0.1' }));
    for (let i = 0; i < 3; i++) {
      const res = await Promise.all([post(`/api/remotos/mf-admin/versiones/${a.id}/activar`), post(`/api/remotos/mf-admin/versiones/${b.id}/activar`)]);
      expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await activas()).toBe(1);
    }
  });

  it('an incompatible release is refused at activation and canary (API and command line) and never reaches /remotes.json', async () => {
    const estable = await publicar(releasePrueba({ version: '4.0.0' }));
    await post(`/api/remotos/mf-admin/versiones/${estable.id}/activar`);
    const r = releasePrueba({ version: '5.0.0', requiere: { '@verifica/shared': '^9.0.0', '@verifica/contracts': '^1.0.0', react: '^19.0.0' } });
    const v = await publicar(r);
    const ofrece = (await lista()).shell['@verifica/shared'];
    const motivo = `mf-admin 5.0.0 requiere @verifica/shared ^9.0.0; el shell ofrece ${ofrece}`;
    expect(v.incompatibilidad).toBe(motivo);

    const activar = await post(`/api/remotos/mf-admin/versiones/${v.id}/activar`);
    expect(activar.statusCode).toBe(409);
    expect(activar.json()).toEqual({ message: motivo });
    const canary = await ctx.app.inject({ method: 'PUT', url: `/api/remotos/mf-admin/versiones/${v.id}/canary`, headers: ctx.auth(superadmin), payload: { porcentaje: 100 } });
    expect(canary.statusCode).toBe(409);

    const env: EntornoRemotos = { db: ctx.db, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, usuario_id: null, ip: 'consola' };
    await expect(ejecutar(['activar', 'mf-admin', '5.0.0'], env, () => undefined)).rejects.toMatchObject({ statusCode: 409, body: { message: motivo } });
    expect((await admin_()).activa?.id).toBe(estable.id);

    // Even if it became active behind the API's back (a shell rolled back), browsers never get it.
    await ctx.db.execute(sql`update remotos_releases set estado = 'publicada' where remoto = 'mf-admin'`);
    await ctx.db.execute(sql`update remotos_releases set estado = 'activa', activada_at = now() where id = ${v.id}`);
    await ctx.db.execute(sql`update remotos_releases set activada_at = now() - interval '1 minute' where id = ${estable.id}`);
    invalidarRegistro(ctx.db);
    const servido = JSON.stringify((await remotes(ctx.app, admin)).cuerpo);
    expect(servido).not.toContain(r.carpeta);
    expect(servido).not.toContain(`"release_id":${v.id}`);
  });

  it('the command line publishes a build folder, lists and activates, audited as the console', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const carpeta = mkdtempSync(join(tmpdir(), 'verifica-dist-'));
    const r = releasePrueba({ version: '6.0.0', texto: 'consola' });
    for (const [k, v] of Object.entries(r.archivos)) {
      mkdirSync(join(carpeta, k, '..'), { recursive: true });
      writeFileSync(join(carpeta, k), v);
    }
    const env: EntornoRemotos = { db: ctx.db, repoRoot: ctx.config.repoRoot, dataDir: ctx.config.dataDir, usuario_id: null, ip: 'consola' };
    const lineas: string[] = [];
    await ejecutar(['publicar', 'mf-admin', '--desde', carpeta], env, (l) => lineas.push(l));
    await ejecutar(['activar', 'mf-admin', '6.0.0'], env, (l) => lineas.push(l));
    await ejecutar(['lista'], env, (l) => lineas.push(l));
    expect(lineas[0]).toMatch(`Publicada mf-admin ${r.carpeta}`);
    expect(lineas.join('\n')).toContain(`mf-admin: activa ${r.carpeta}`);
    expect((await remotes()).cuerpo.mf_admin).toMatchObject({ version: r.carpeta });
    const [fila] = await filas<{ ip: string; usuario_id: number | null }>(ctx.db, sql`select ip, usuario_id from audit_log where entidad = 'remotos' and accion = 'activar' order by id desc limit 1`);
    expect(fila).toEqual({ ip: 'consola', usuario_id: null });
  });

  describe('archive abuse is refused with a Spanish message and changes nothing', () => {
    const base = () => releasePrueba({ version: '7.0.0' });
    const casos: [string, () => Promise<Buffer>, RegExp][] = [
      ['path traversal', async () => tgzDe(base(), [{ path: `${base().carpeta}/../../fuera.js`, datos: Buffer.from('x') }]), /ruta no permitida/],
      ['absolute path', async () => tgz([{ path: '/etc/cron.d/x', datos: Buffer.from('x') }]), /ruta no permitida/],
      ['symlink', async () => tgzDe(base(), [{ path: `${base().carpeta}/enlace`, type: 'SymbolicLink', linkpath: '/etc/passwd' }]), /enlace o un tipo de entrada no permitido/],
      ['hard link', async () => tgzDe(base(), [{ path: `${base().carpeta}/duro`, type: 'Link', linkpath: `${base().carpeta}/remoteEntry.js` }]), /enlace o un tipo de entrada no permitido/],
      ['a 1 GB file', async () => tgzDe(base(), [{ path: `${base().carpeta}/grande.bin`, size: 1024 * 1024 * 1024, datos: Buffer.alloc(4096) }]), /supera 25 MB/],
      ['a zip bomb', async () => bomba(base().carpeta, 9, 24), /descomprimida supera 200 MB/],
      ['screens that do not exist', async () => tgzDe(releasePrueba({ version: '7.0.1', pantallas: ['./Agencias', './Inexistente'] })), /desconocidas: \.\/Inexistente/],
      ['a wrong integrity', async () => tgzDe(releasePrueba({ version: '7.0.2', alterar: true })), /integridad de assets\/chunk\.0123456789\.js no coincide/],
      ['another remote', async () => tgzDe(releasePrueba({ version: '7.0.3', remoto: 'mf_reportes' })), /es de mf_reportes, no de mf_admin/],
      ['two top folders', async () => tgz([{ path: '1.0.0+0123456789/a.js', datos: Buffer.from('a') }, { path: '1.0.1+0123456789/b.js', datos: Buffer.from('b') }]), /una sola carpeta/],
      ['not a .tgz', async () => Buffer.from('esto no es un archivo'), /no es un \.tgz válido/],
    ];
    it.each(casos)('%s', async (_caso, archivo, mensaje) => {
      const antes = carpetasEnDisco();
      const res = await subir(await archivo());
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(mensaje);
      expect((await admin_()).versiones).toEqual([]);
      expect(carpetasEnDisco()).toEqual(antes);
      expect(temporalesVacios()).toBe(true);
      expect(existsSync(join(ctx.config.dataDir, '..', 'fuera.js'))).toBe(false);
    }, 30_000);

    it('a duplicate version+hash', async () => {
      const r = releasePrueba({ version: '7.1.0' });
      await publicar(r);
      const res = await subir(tgzDe(r));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `La versión ${r.carpeta} ya está publicada` });
      expect((await admin_()).versiones).toHaveLength(1);
    });
  });

  it('only global administrators: admin@ of an agency gets 403, no session 401', async () => {
    const v = await publicar(releasePrueba({ version: '8.0.0' }));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/remotos', headers: ctx.auth(admin) })).statusCode).toBe(403);
    expect((await post(`/api/remotos/mf-admin/versiones/${v.id}/activar`, admin)).statusCode).toBe(403);
    expect((await subir(tgzDe(releasePrueba({ version: '8.0.1' })), admin)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/remotos/mf-admin/revertir' })).statusCode).toBe(401);
    expect((await post('/api/remotos/mf-otro/revertir')).statusCode).toBe(422);
    expect(await activas()).toBe(0);
  });

  it('error reports: anyone, 204, counted per version, rate-limited per address and bounded per release', async () => {
    const r = releasePrueba({ version: '9.0.0' });
    const v = await publicar(r);
    const reportar = (ip: string, mensaje = 'Failed to fetch') =>
      ctx.app.inject({ method: 'POST', url: '/api/remotos/errores', remoteAddress: ip, payload: { remoto: 'mf_admin', version: r.carpeta, tipo: 'red', mensaje } });
    const primero = await reportar('10.1.0.1', 'x'.repeat(1000));
    expect(primero.statusCode).toBe(204);
    expect((await admin_()).versiones[0]?.errores_ultima_hora).toBe(1);
    const errores = await ctx.app.inject({ method: 'GET', url: `/api/remotos/mf-admin/versiones/${v.id}/errores`, headers: ctx.auth(superadmin) });
    expect(errores.json()).toEqual([{ tipo: 'red', mensaje: 'x'.repeat(300), total: 1, ultimo_at: expect.any(String) }]);

    const desdeUna = [];
    for (let i = 0; i < 21; i++) desdeUna.push((await reportar('10.1.0.2')).statusCode);
    expect(desdeUna.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(desdeUna[20]).toBe(429);

    for (let i = 0; i < 120; i++) await reportar(`10.2.${Math.floor(i / 200)}.${i % 200}`);
    expect((await admin_()).versiones[0]?.errores_ultima_hora).toBe(100);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/remotos/errores', payload: { remoto: 'mf_otro', version: 'x', tipo: 'red', mensaje: '' } })).statusCode).toBe(422);
  }, 60_000);

  it('every change is published on the live-events stream to every subscriber, an operator too', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const operadorTk = await ctx.tokenFor('operador@verifica.mx');
    const s = await suscribir(base, operadorTk);
    try {
      expect(s.status).toBe(200);
      const r = releasePrueba({ version: '11.0.0' });
      const v = await publicar(r);
      await post(`/api/remotos/mf-admin/versiones/${v.id}/activar`);
      const e = await s.esperar((x) => x.evento === 'cambio' && x.datos.tipo === 'remoto', 5_000);
      expect(e.datos).toMatchObject({ tipo: 'remoto', accion: 'activar', remoto: 'mf_admin', version: r.carpeta, solicitud_id: null });
      await post('/api/remotos/mf-admin/revertir');
      const revertido = await s.esperar((x) => x.evento === 'cambio' && x.datos.accion === 'revertir', 5_000);
      expect(revertido.datos).toMatchObject({ tipo: 'remoto', remoto: 'mf_admin', version: 'repositorio' });
    } finally {
      s.cerrar();
    }
  });

  it('two servers on one database: an activation through one is served by the other within the cache window', async () => {
    const otro = await ctx.otroServidor(conFrontend);
    const r = releasePrueba({ version: '10.0.0' });
    const v = await publicar(r);
    expect((await remotes(otro)).cuerpo.mf_admin?.version).toBeUndefined();
    const inicio = Date.now();
    await post(`/api/remotos/mf-admin/versiones/${v.id}/activar`);
    let visto = 0;
    while (Date.now() - inicio < 60_000) {
      if ((await remotes(otro)).cuerpo.mf_admin?.version === r.carpeta) {
        visto = Date.now() - inicio;
        break;
      }
      await esperar(250);
    }
    expect(visto).toBeGreaterThan(0);
    expect(visto).toBeLessThan(CACHE_MS + 2_000);
  }, 70_000);
});
