import {
  AGENCIAS_SORT,
  agenciasQuerySchema,
  personasListQuerySchema,
  usuarioCreateSchema,
  usuarioUpdateSchema,
  usuariosQuerySchema,
} from './admin';

const usuario = { nombre: 'Ana', apellido_paterno: 'Ruiz', correo: 'Ana@Verifica.MX', rol_id: 3 };

describe('admin list queries', () => {
  it('keep a whitelisted sortBy and drop any other', () => {
    for (const col of AGENCIAS_SORT) expect(agenciasQuerySchema.parse({ sortBy: col }).sortBy).toBe(col);
    expect(agenciasQuerySchema.parse({ sortBy: 'nombre; drop table' }).sortBy).toBeUndefined();
    expect(usuariosQuerySchema.parse({ sortBy: 'password_hash' }).sortBy).toBeUndefined();
  });

  it('usuarios: eliminado defaults to excluding deleted users; 0 includes them; rol is a role key', () => {
    expect(usuariosQuerySchema.parse({}).eliminado).toBe(true);
    expect(usuariosQuerySchema.parse({ eliminado: '1' }).eliminado).toBe(true);
    expect(usuariosQuerySchema.parse({ eliminado: '0' }).eliminado).toBe(false);
    expect(usuariosQuerySchema.safeParse({ eliminado: 'x' }).success).toBe(false);
    expect(usuariosQuerySchema.parse({ rol: 'gestor' }).rol).toBe('gestor');
    expect(usuariosQuerySchema.safeParse({ rol: 'Gestor' }).success).toBe(false);
    expect(usuariosQuerySchema.parse({ agencia_id: '' }).agencia_id).toBeUndefined();
  });

  it('gestores/operadores: agencia_id single, repeated or agencia_id[]; 0 and blanks dropped', () => {
    expect(personasListQuerySchema.parse({}).agencia_id).toEqual([]);
    expect(personasListQuerySchema.parse({ agencia_id: '0' }).agencia_id).toEqual([]);
    expect(personasListQuerySchema.parse({ agencia_id: '4', fecha_desde: '2026-01-01' })).toEqual({ agencia_id: [4] });
    expect(personasListQuerySchema.parse({ agencia_id: ['1', '2'], 'agencia_id[]': ['2', '3'] }).agencia_id).toEqual([1, 2, 3]);
    expect(personasListQuerySchema.safeParse({ agencia_id: 'abc' }).success).toBe(false);
  });
});

describe('usuario create/update', () => {
  it('create requires a password of 8+ characters', () => {
    const sin = usuarioCreateSchema.safeParse(usuario);
    expect(sin.success).toBe(false);
    expect(sin.error?.issues[0]).toMatchObject({ path: ['password'], message: 'La contraseña es obligatoria' });
    expect(usuarioCreateSchema.safeParse({ ...usuario, password: 'corta' }).error?.issues[0]?.message).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(usuarioCreateSchema.parse({ ...usuario, password: 'Secreta.123' }).correo).toBe('ana@verifica.mx');
  });

  it('update: blank, null or missing password means unchanged; a short one is refused', () => {
    expect(usuarioUpdateSchema.parse({ ...usuario, password: '' }).password).toBeUndefined();
    expect(usuarioUpdateSchema.parse({ ...usuario, password: null }).password).toBeUndefined();
    expect(usuarioUpdateSchema.parse(usuario).password).toBeUndefined();
    expect(usuarioUpdateSchema.parse({ ...usuario, password: 'NuevaClave.9' }).password).toBe('NuevaClave.9');
    expect(usuarioUpdateSchema.safeParse({ ...usuario, password: 'corta' }).success).toBe(false);
  });
});
