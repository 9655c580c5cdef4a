import { can, hasBroadPermission, PERMISOS, ROLES } from './permissions';

describe('can (SPEC §6)', () => {
  it('passes for the exact permission only', () => {
    expect(can(['gestionar_usuarios'], 'gestionar_usuarios')).toBe(true);
    expect(can(['gestionar_usuarios'], 'is_admin')).toBe(false);
  });

  it('passes any check for is_super_admin or the wildcard', () => {
    expect(can(['is_super_admin'], 'reporteMapaFolios')).toBe(true);
    expect(can(['*'], 'is_admin')).toBe(true);
  });

  it('treats the empty name as the broad permission', () => {
    expect(can(['is_admin', 'gestionar_usuarios'], '')).toBe(false);
    expect(can(['*'], '')).toBe(true);
    expect(hasBroadPermission(['is_super_admin'])).toBe(true);
    expect(hasBroadPermission(null)).toBe(false);
  });

  it('gives the Administrador role every menu permission but not the broad one', () => {
    const permisos = ROLES.administrador.permisos;
    expect(can(permisos, PERMISOS.gestionarUsuarios)).toBe(true);
    expect(hasBroadPermission(permisos)).toBe(false);
  });
});
