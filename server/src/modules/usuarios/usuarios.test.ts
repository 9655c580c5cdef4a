import { and, eq } from 'drizzle-orm';
import { MENSAJES, MENSAJES_ADMIN, usuarioFilaSchema, usuarioSchema } from '@verifica/contracts';
import { auditLog, roles, usuarios } from '../../db/schema';
import { ctx, superadmin, admin, operador, agencia1, agencia2, rol, req, nuevo, login } from '../../../test/usuarios';


const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /api/usuarios', () => {
  it('the default page (prepared) is the same slice as the full list, for every scope, direction and eliminado', async () => {
    const borrado = (await req('POST', '/api/usuarios', superadmin, nuevo({ agencia_id: agencia1 }))).json() as { id: number };
    expect((await req('DELETE', `/api/usuarios/${borrado.id}`, superadmin)).statusCode).toBe(200);
    for (const [token, extra] of [
      [superadmin, ''],
      [superadmin, '&descending=true'],
      [superadmin, '&eliminado=0'],
      [superadmin, `&agencia_id=${agencia1}&eliminado=0&sortBy=nombre_completo&descending=1`],
      [admin, ''],
      [admin, `&agencia_id=${agencia2}&descending=true`],
    ] as const) {
      const todos = idsOf((await req('GET', `/api/usuarios?rowsPerPage=-1${extra}`, token)).json() as { id: number }[]);
      expect(todos.includes(borrado.id)).toBe(extra.includes('eliminado=0'));
      for (const page of [1, 2]) {
        const body = (await req('GET', `/api/usuarios?page=${page}&rowsPerPage=3${extra}`, token)).json() as { totalItems: number; data: { id: number }[] };
        expect(body.totalItems).toBe(todos.length);
        expect(idsOf(body.data)).toEqual(todos.slice((page - 1) * 3, page * 3));
      }
    }
  });

  it('pages {total, current_page, totalItems, data} with agencia, rol and nombre_completo; default sort nombre asc', async () => {
    const res = await req('GET', '/api/usuarios?page=1&rowsPerPage=5&eliminado=1', superadmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1 });
    expect(body.data).toHaveLength(5);
    expect(body.total).toBe(Math.ceil(body.totalItems / 5));
    for (const u of body.data) expect(() => usuarioFilaSchema.parse(u)).not.toThrow();
    const admin1 = (await req('GET', '/api/usuarios?rowsPerPage=-1&search=admin@verifica.mx', superadmin)).json()[0];
    expect(admin1).toMatchObject({ correo: 'admin@verifica.mx', agencia: { id: agencia1 }, rol: { id: rol.administrador, title: 'Administrador' }, eliminado: false });
    expect(admin1.nombre_completo).toBe(`${admin1.nombre} ${admin1.apellido_paterno} ${admin1.apellido_materno}`);
    expect(admin1).not.toHaveProperty('password');
    expect(admin1).not.toHaveProperty('password_hash');
    const all = (await req('GET', '/api/usuarios?rowsPerPage=-1', superadmin)).json() as { nombre: string }[];
    const nombres = all.map((u) => u.nombre.toLowerCase());
    expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.totalItems).toBe(all.length);
  });

  it('a scoped admin sees only the users of their agency; a broad user may filter by agencia_id', async () => {
    const own = (await req('GET', '/api/usuarios?rowsPerPage=-1', admin)).json() as { agencia_id: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((u) => u.agencia_id))).toEqual(new Set([agencia1]));
    // Asking for another agency changes nothing for a scoped admin.
    const trick = (await req('GET', `/api/usuarios?rowsPerPage=-1&agencia_id=${agencia2}`, admin)).json() as { agencia_id: number }[];
    expect(new Set(trick.map((u) => u.agencia_id))).toEqual(new Set([agencia1]));
    const filtered = (await req('GET', `/api/usuarios?rowsPerPage=-1&agencia_id=${agencia2}`, superadmin)).json() as { agencia_id: number }[];
    expect(new Set(filtered.map((u) => u.agencia_id))).toEqual(new Set([agencia2]));
  });

  it('searches nombre, apellidos and correo (case- and accent-insensitive)', async () => {
    const [u] = await ctx.db.select().from(usuarios).where(eq(usuarios.correo, 'operador@verifica.mx'));
    if (!u) throw new Error('sin operador');
    for (const term of ['OPERADOR@VERIFICA', u.apellido_paterno.toUpperCase(), `${u.nombre} ${u.apellido_paterno}`]) {
      const rows = (await req('GET', `/api/usuarios?rowsPerPage=-1&search=${encodeURIComponent(term)}`, superadmin)).json() as { id: number }[];
      expect(idsOf(rows)).toContain(u.id);
    }
    const none = (await req('GET', '/api/usuarios?search=zzz-nadie', superadmin)).json();
    expect(none).toMatchObject({ totalItems: 0, data: [] });
  });

  it('sorts by whitelisted columns; unknown sortBy is ignored; bad params 422', async () => {
    const byCorreo = (await req('GET', '/api/usuarios?rowsPerPage=-1&sortBy=correo&descending=true', superadmin)).json() as { correo: string }[];
    const correos = byCorreo.map((u) => u.correo);
    expect(correos).toEqual([...correos].sort().reverse());
    const byAgencia = (await req('GET', '/api/usuarios?rowsPerPage=-1&sortBy=agencia', superadmin)).json() as { agencia: { nombre: string } | null }[];
    const ag = byAgencia.filter((u) => u.agencia).map((u) => u.agencia?.nombre.toLowerCase() ?? '');
    expect(ag).toEqual([...ag].sort());
    const def = (await req('GET', '/api/usuarios?rowsPerPage=-1', superadmin)).json() as { id: number }[];
    const unknown = await req('GET', '/api/usuarios?rowsPerPage=-1&sortBy=password_hash', superadmin);
    expect(unknown.statusCode).toBe(200);
    expect(idsOf(unknown.json())).toEqual(idsOf(def));
    const bad = await req('GET', '/api/usuarios?eliminado=x&rol=jefe&rol_id=abc&page=-3', superadmin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['eliminado', 'page', 'rol', 'rol_id']);
  });

  it('rol=gestor (Gestores screens) and rol_id filter by role', async () => {
    const gestores = (await req('GET', '/api/usuarios?rowsPerPage=-1&rol=gestor', admin)).json() as { rol: { title: string }; agencia_id: number }[];
    expect(gestores.length).toBeGreaterThan(0);
    expect(new Set(gestores.map((u) => u.rol.title))).toEqual(new Set(['Gestor']));
    expect(new Set(gestores.map((u) => u.agencia_id))).toEqual(new Set([agencia1]));
    const ops = (await req('GET', `/api/usuarios?rowsPerPage=-1&rol_id=${rol.operador}`, superadmin)).json() as { rol_id: number }[];
    expect(ops.length).toBeGreaterThan(2);
    expect(new Set(ops.map((u) => u.rol_id))).toEqual(new Set([rol.operador]));
  });

  it('403 without gestionar_usuarios (operador, supervisor), 401 without token', async () => {
    expect((await req('GET', '/api/usuarios', operador)).statusCode).toBe(403);
    expect((await req('GET', '/api/usuarios', await ctx.tokenFor('supervisor@verifica.mx'))).statusCode).toBe(403);
    expect((await req('GET', '/api/usuarios', null)).statusCode).toBe(401);
    const id = await ctx.userId('gestor@verifica.mx');
    expect((await req('GET', `/api/usuarios/${id}`, operador)).statusCode).toBe(403);
    expect((await req('POST', '/api/usuarios', operador, nuevo())).statusCode).toBe(403);
    expect((await req('PUT', `/api/usuarios/${id}`, operador, nuevo())).statusCode).toBe(403);
    expect((await req('DELETE', `/api/usuarios/${id}`, operador)).statusCode).toBe(403);
  });
});

describe('POST /api/usuarios', () => {
  it('a scoped admin creates a user in their own agency (201); password hashed; login works; audited without password', async () => {
    const body = nuevo({ correo: '  Nuevo.Gestor@Verifica.MX ' });
    const res = await req('POST', '/api/usuarios/', admin, body);
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(() => usuarioSchema.parse(u)).not.toThrow();
    expect(u).toMatchObject({ correo: 'nuevo.gestor@verifica.mx', agencia_id: agencia1, rol: { id: rol.gestor, title: 'Gestor' }, activo: true, nombre_completo: 'Prueba Pérez López' });
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('Secreta.123');
    expect((await login('nuevo.gestor@verifica.mx', 'Secreta.123')).statusCode).toBe(200);
    const [a] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entidad, 'usuarios'), eq(auditLog.entidad_id, String(u.id)), eq(auditLog.accion, 'crear')));
    expect(a?.usuario_id).toBe(await ctx.userId('admin@verifica.mx'));
    expect(JSON.stringify(a?.datos)).not.toMatch(/password|Secreta|scrypt/i);
    expect(a?.datos).toMatchObject({ despues: { correo: 'nuevo.gestor@verifica.mx', agencia_id: agencia1 } });
    // Without the trailing slash too.
    expect((await req('POST', '/api/usuarios', admin, nuevo())).statusCode).toBe(201);
  });

  it('422 with Spanish field errors', async () => {
    const res = await req('POST', '/api/usuarios', admin, { nombre: ' ', apellido_paterno: '', correo: 'no-es-correo', password: 'corta', telefono: 'abc', rol_id: 0 });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(message).toBe(MENSAJES.datosInvalidos);
    expect(errors).toMatchObject({
      nombre: ['Este campo es obligatorio'],
      apellido_paterno: ['Este campo es obligatorio'],
      correo: ['El correo no es válido'],
      password: ['La contraseña debe tener al menos 8 caracteres'],
      telefono: ['El teléfono solo puede tener dígitos'],
      rol_id: ['Selecciona un rol'],
    });
    const sinPassword = await req('POST', '/api/usuarios', admin, { ...nuevo(), password: undefined });
    expect(sinPassword.statusCode).toBe(422);
    expect(sinPassword.json().errors).toEqual({ password: ['La contraseña es obligatoria'] });
    const rolInexistente = await req('POST', '/api/usuarios', superadmin, nuevo({ rol_id: 9999, agencia_id: agencia1 }));
    expect(rolInexistente.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.rolInexistente] });
  });

  it('422 errors.correo "El correo ya está registrado" for a duplicate correo, case-insensitively', async () => {
    const res = await req('POST', '/api/usuarios', admin, nuevo({ correo: 'OPERADOR@verifica.mx' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ correo: ['El correo ya está registrado'] });
    // Another agency's correo too (correo is global).
    const other = await req('POST', '/api/usuarios', admin, nuevo({ correo: 'Admin2@Verifica.mx' }));
    expect(other.json().errors).toEqual({ correo: [MENSAJES_ADMIN.correoRegistrado] });
  });

  it('a scoped admin cannot grant a global role nor create in another agency', async () => {
    const sa = await req('POST', '/api/usuarios', admin, nuevo({ rol_id: rol.superAdministrador }));
    expect(sa.statusCode).toBe(422);
    expect(sa.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.rolNoPermitido] });
    // A role holding '*' is global as well.
    const [comodin] = await ctx.db.insert(roles).values({ title: 'Comodín', permisos: ['*'] }).returning({ id: roles.id });
    const wild = await req('POST', '/api/usuarios', admin, nuevo({ rol_id: comodin?.id }));
    expect(wild.json().errors).toEqual({ rol_id: [MENSAJES_ADMIN.rolNoPermitido] });
    const otra = await req('POST', '/api/usuarios', admin, nuevo({ agencia_id: agencia2 }));
    expect(otra.statusCode).toBe(422);
    expect(otra.json().errors).toEqual({ agencia_id: [MENSAJES_ADMIN.otraAgencia] });
    // Giving their own agency explicitly is fine.
    expect((await req('POST', '/api/usuarios', admin, nuevo({ agencia_id: agencia1 }))).statusCode).toBe(201);
  });

  it('a broad user must give an agency for non-global roles; a global role may have none', async () => {
    const sin = await req('POST', '/api/usuarios', superadmin, nuevo({ agencia_id: null }));
    expect(sin.statusCode).toBe(422);
    expect(sin.json().errors).toEqual({ agencia_id: [MENSAJES_ADMIN.agenciaObligatoria] });
    const noExiste = await req('POST', '/api/usuarios', superadmin, nuevo({ agencia_id: 999999 }));
    expect(noExiste.json().errors).toEqual({ agencia_id: [MENSAJES_ADMIN.agenciaInexistente] });
    const enOtra = await req('POST', '/api/usuarios', superadmin, nuevo({ agencia_id: agencia2 }));
    expect(enOtra.statusCode).toBe(201);
    expect(enOtra.json()).toMatchObject({ agencia_id: agencia2, agencia: { id: agencia2 } });
    const global = await req('POST', '/api/usuarios', superadmin, nuevo({ rol_id: rol.superAdministrador, agencia_id: null }));
    expect(global.statusCode).toBe(201);
    expect(global.json()).toMatchObject({ agencia_id: null, agencia: null, rol: { title: 'Super Administrador' } });
  });
});
