import type { AgenciaListItem } from '@verifica/contracts';

/**
 * The permanent filters of a call-center list for the user's reach: only a user who sees several
 * agencies (`useAgenciasAmplias()` not null) narrows by agency; for the others a shared link's
 * `agencia_id` is never sent.
 */
export const filtrosDelAlcance = (agencias: readonly AgenciaListItem[] | null): Record<string, unknown> => (agencias === null ? { agencia_id: [] } : {});
