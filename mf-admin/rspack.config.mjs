import { createConfig, REMOTE_APPS } from '@verifica/build-config';

/** One exposed module per screen, exactly as SCREEN_ROUTES lists for mf_admin. */
export const exposes = {
  './Agencias': './src/agencias/index.ts',
  './AgenciaForm': './src/agenciaForm/index.ts',
  './Usuarios': './src/usuarios/index.ts',
  './UsuarioForm': './src/usuarioForm/index.ts',
  './Gestores': './src/gestores/index.ts',
  './GestorForm': './src/gestorForm/index.ts',
  './ChangePassword': './src/changePassword/index.ts',
};

export default createConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  port: REMOTE_APPS.mf_admin.port,
  exposes,
});
