/**
 * Every route that changes state leaves an audit row (the folio history and any audit
 * read it). The route table is walked: a new POST/PUT/DELETE fails here until it is either called
 * below or listed as not changing state, with the reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auditLog, trabajos } from './schema';
import { solidPng } from './seed/png';
import { GESTOR, OPERADOR } from '../consultas/solicitudes/asignacion';
import { admin, agencia1, contextoDelArchivo, ctx, gestor, operador, superadmin } from '../../test/archivo';
import { sinAsignar } from '../../test/asignadas';
import { multipart, subirCarga } from '../../test/multipart';
import { activosDeRol } from '../../test/personas';
import { TEST_PASSWORD } from '../../test/context';
import { releasePrueba, tgzDe } from '../../test/releases';

contextoDelArchivo({ solicitudes: 30 });

/** POSTs that read or sign, and change nothing a user could want in an audit. */
const NO_CAMBIAN: Record<string, string> = {
  'POST /api/login': 'issues a token; sessions are stateless JWTs (failed attempts are rate-limit counters)',
  'POST /api/solicitudes/folio': 'a read by folio',
  'POST /api/solicitudes/exportar': 'signs a 60 s download link',
  'POST /api/remotos/errores': "a browser's load-failure report, kept apart (remotos_errores, bounded); nobody acts on a record",
};

type Res = { statusCode: number; body: string; json(): unknown };
const pedir = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object): Promise<Res> =>
  ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload ? { payload } : {}) });

const correos = () => (existsSync(ctx.config.outboxDir) ? readdirSync(ctx.config.outboxDir).filter((f) => f.endsWith('.eml')) : []);

const ultimoAudit = async () => Number(((await ctx.db.execute(sql`select coalesce(max(id), 0) as n from ${auditLog}`)) as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);

/** The mutating routes, each called once with a request that succeeds, in an order that works. */
function pasos(): [string, () => Promise<Res>][] {
  const ids: Record<string, number> = {};
  const cuerpoUsuario = { nombre: 'Auditada', apellido_paterno: 'Pérez', apellido_materno: 'López', correo: 'auditada@verifica.mx', password: 'Secreta.123', telefono: '5512345678', direccion: 'Calle 1' };
  return [
    ['POST /api/agencias', async () => {
      const r = await pedir('POST', '/api/agencias', superadmin, { nombre: 'Agencia Auditoría', direccion: 'Calle 1', region: 'R3', color: '#00ff00' });
      ids.agencia = (r.json() as { id: number }).id;
      return r;
    }],
    ['PUT /api/agencias/:id', () => pedir('PUT', `/api/agencias/${ids.agencia}`, superadmin, { nombre: 'Agencia Auditoría 2', direccion: 'Calle 2', region: 'R3', color: '#00ff00' })],
    ['POST /api/usuarios', async () => {
      const gestorRol = ((await ctx.db.execute(sql`select id from roles where title = 'Gestor'`)) as { rows: { id: number }[] }).rows[0]?.id;
      const r = await pedir('POST', '/api/usuarios', admin, { ...cuerpoUsuario, rol_id: gestorRol });
      ids.usuario = (r.json() as { id: number }).id;
      ids.rolGestor = Number(gestorRol);
      return r;
    }],
    ['PUT /api/usuarios/:id', () => pedir('PUT', `/api/usuarios/${ids.usuario}`, admin, { ...cuerpoUsuario, nombre: 'Auditada Dos', password: '', rol_id: ids.rolGestor, activo: true })],
    ['DELETE /api/usuarios/:id', () => pedir('DELETE', `/api/usuarios/${ids.usuario}`, admin)],
    ['PUT /api/solicitudes/:id', async () => {
      [ids.solicitud = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
      return pedir('PUT', `/api/solicitudes/${ids.solicitud}`, admin, { nombre: 'Editada' });
    }],
    ['POST /api/solicitudes/duplicar', () => pedir('POST', '/api/solicitudes/duplicar', superadmin, { solicitud_id: ids.solicitud, codigo: 'AUD' })],
    ['POST /api/solicitudes/load_file', () => subirCarga(ctx, admin, { nombre: 'auditoria.csv', datos: Buffer.from('Folio\nAUD-1\n') })],
    ['POST /api/solicitudes_encuestador', async () => {
      const [g = 0] = await activosDeRol(ctx.db, 'gestor', [agencia1]);
      ids.gestor = await ctx.userId('gestor@verifica.mx');
      ids.otroGestor = g === ids.gestor ? ((await activosDeRol(ctx.db, 'gestor', [agencia1]))[1] ?? 0) : g;
      return pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [ids.solicitud], usuario_id: ids.otroGestor });
    }],
    ['PUT /api/solicitudes_encuestador/:solicitud_id', () => pedir('PUT', `/api/solicitudes_encuestador/${ids.solicitud}`, admin, { usuario_id: ids.gestor })],
    ['POST /api/verificaciones', () => {
      const m = multipart(
        { solicitud_id: String(ids.solicitud), atendio_usuario: 'true', tiene_vehiculo: 'false', comentario: 'Visita', latitude: '19.43', longitude: '-99.13' },
        [{ campo: 'imagenes', nombre: 'f.png', datos: solidPng(4, 4, [1, 2, 3]), tipo: 'image/png' }],
      );
      return ctx.app.inject({ method: 'POST', url: '/api/verificaciones', headers: { ...ctx.auth(gestor), ...m.headers }, payload: m.payload });
    }],
    ['PUT /api/verificaciones/:id', async () => {
      const v = ((await ctx.db.execute(sql`select id from verificaciones where solicitud_id = ${ids.solicitud}`)) as { rows: { id: number }[] }).rows[0];
      return pedir('PUT', `/api/verificaciones/${v?.id}`, admin, { atendio_usuario: true, tiene_vehiculo: false, comentario: 'Visita corregida' });
    }],
    ['POST /api/solicitudes/desasignar', async () => {
      const [otra = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
      await pedir('POST', '/api/solicitudes_encuestador', admin, { seleccionados: [otra], usuario_id: ids.gestor });
      return pedir('POST', '/api/solicitudes/desasignar', admin, [otra]);
    }],
    ['POST /api/solicitudes_operadores', async () => {
      [ids.llamada = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 1);
      ids.operador = await ctx.userId('operador@verifica.mx');
      const [otro = 0] = (await activosDeRol(ctx.db, 'operador', [agencia1])).filter((u) => u !== ids.operador);
      ids.otroOperador = otro;
      return pedir('POST', '/api/solicitudes_operadores', admin, { seleccionados: [ids.llamada], usuario_id: otro });
    }],
    ['PUT /api/solicitudes_operadores/:solicitud_id', () => pedir('PUT', `/api/solicitudes_operadores/${ids.llamada}`, admin, { usuario_id: ids.operador })],
    ['POST /api/verificaciones_operadores', async () => {
      const r = await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: ids.llamada, particular_contesto: 1 });
      ids.vo = (r.json() as { id: number }).id;
      return r;
    }],
    ['PUT /api/verificaciones_operadores/:id', () => pedir('PUT', `/api/verificaciones_operadores/${ids.vo}`, operador, { particular_contesto: 2 })],
    ['POST /api/rellamadas', () => pedir('POST', '/api/rellamadas', operador, { solicitud_id: ids.llamada, fecha: '2099-01-01 10:00', nota: 'Auditada' })],
    ['POST /api/change_password', async () => {
      const t = await ctx.tokenFor('supervisor@verifica.mx');
      return pedir('POST', '/api/change_password', t, { old_password: TEST_PASSWORD, password: 'NuevaClave.2026', password_confirmation: 'NuevaClave.2026' });
    }],
    ['POST /password/email', async () => {
      const r = await pedir('POST', '/password/email', null, { correo: 'admin2@verifica.mx' });
      // The work (token, audit row, mail) goes on after the answer, which is the same for any correo: wait for the mail.
      for (let i = 0; i < 100 && correos().length === 0; i++) await new Promise((listo) => setTimeout(listo, 50));
      return r;
    }],
    ['POST /password/reset', async () => {
      const [ultimo] = correos().sort().reverse();
      const texto = readFileSync(path.join(ctx.config.outboxDir, ultimo ?? ''), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(texto)?.[1] ?? '';
      return pedir('POST', '/password/reset', null, { token, password: 'OtraClave.2026', password_confirmation: 'OtraClave.2026' });
    }],
    ['POST /api/trabajos', () => pedir('POST', '/api/trabajos', admin, { tipo: 'exportar_solicitudes' })],
    ['DELETE /api/trabajos/:id', async () => {
      // A job another process is running (never claimed here, so the cancel always finds it running).
      const usuario = await ctx.userId('admin@verifica.mx');
      const [t] = await ctx.db.insert(trabajos).values({ tipo: 'exportar_solicitudes', usuario_id: usuario, agencia_id: agencia1, estado: 'en_curso', trabajador: 'auditoria', latido: new Date() }).returning({ id: trabajos.id });
      return pedir('DELETE', `/api/trabajos/${t?.id}`, admin);
    }],
    ['POST /api/vistas', async () => {
      const r = await pedir('POST', '/api/vistas', admin, { nombre: 'Auditada', pantalla: 'usuarios', consulta: { search: 'norte' }, compartida: false, predeterminada: false });
      ids.vista = (r.json() as { id: number }).id;
      return r;
    }],
    ['PUT /api/vistas/:id', () => pedir('PUT', `/api/vistas/${ids.vista}`, admin, { nombre: 'Auditada 2' })],
    ['DELETE /api/vistas/:id', () => pedir('DELETE', `/api/vistas/${ids.vista}`, admin)],
    ['POST /api/remotos/:nombre/versiones', async () => {
      const publicar = async (version: string) => {
        const m = multipart({}, [{ campo: 'archivo', nombre: 'v.tgz', datos: tgzDe(releasePrueba({ version })) }]);
        const r = await ctx.app.inject({ method: 'POST', url: '/api/remotos/mf-admin/versiones', headers: { ...ctx.auth(superadmin), ...m.headers }, payload: m.payload });
        return [r, (JSON.parse(r.body) as { id: number }).id] as const;
      };
      const [r, id] = await publicar('1.0.0');
      ids.release1 = id;
      ids.release2 = (await publicar('1.1.0'))[1];
      return r;
    }],
    ['POST /api/remotos/:nombre/versiones/:id/activar', () => pedir('POST', `/api/remotos/mf-admin/versiones/${ids.release1}/activar`, superadmin)],
    ['PUT /api/remotos/:nombre/versiones/:id/canary', () => pedir('PUT', `/api/remotos/mf-admin/versiones/${ids.release2}/canary`, superadmin, { porcentaje: 10 })],
    ['DELETE /api/remotos/:nombre/canary', () => pedir('DELETE', '/api/remotos/mf-admin/canary', superadmin)],
    ['POST /api/remotos/:nombre/versiones/:id/retirar', () => pedir('POST', `/api/remotos/mf-admin/versiones/${ids.release2}/retirar`, superadmin)],
    ['POST /api/remotos/:nombre/revertir', () => pedir('POST', '/api/remotos/mf-admin/revertir', superadmin)],
    ['POST /api/logout', async () => pedir('POST', '/api/logout', await ctx.tokenFor('operador@verifica.mx'))],
  ];
}

const nombreDe = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

describe('audit trail of every state change', () => {
  it('the walk below covers every POST/PUT/DELETE route of the app (or names why it changes nothing)', () => {
    const mutantes = new Set<string>();
    for (const r of ctx.routes) {
      for (const m of Array.isArray(r.method) ? r.method : [r.method]) if (['POST', 'PUT', 'DELETE', 'PATCH'].includes(m)) mutantes.add(nombreDe(m, r.url));
    }
    const cubiertas = new Set([...pasos().map(([n]) => n), ...Object.keys(NO_CAMBIAN)]);
    expect([...mutantes].filter((r) => !cubiertas.has(r)).sort()).toEqual([]);
    expect([...cubiertas].filter((r) => !mutantes.has(r)).sort()).toEqual([]);
  });

  it('each mutating route, called successfully, writes at least one audit row', async () => {
    const sinAudit: string[] = [];
    for (const [nombre, llamar] of pasos()) {
      const antes = await ultimoAudit();
      const res = await llamar();
      if (res.statusCode >= 300) throw new Error(`${nombre}: ${res.statusCode} ${res.body}`);
      if ((await ultimoAudit()) <= antes) sinAudit.push(nombre);
    }
    expect(sinAudit).toEqual([]);
  });
});
