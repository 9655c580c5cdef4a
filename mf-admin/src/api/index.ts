/** mf-admin's API calls (its own, not in @verifica/shared: they ship with this remote). */
export { agencias, agenciasList } from './agencias';
export { usuarios, permisosList, gestoresList, operadoresList } from './usuarios';
export type { PersonasListParams } from './usuarios';
export { changePassword } from './password';
export { bitacora, exportarBitacora, usuariosBitacora } from './bitacora';
export { remotos } from './remotos';
