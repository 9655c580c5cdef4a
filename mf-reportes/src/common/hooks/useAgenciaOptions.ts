import { useMemo } from 'react';
import { useOpciones, useSession, type SelectOption } from '@verifica/shared';
import { agenciasList } from '../../api/reportes';

/**
 * The agency choices of a report: loaded only for users with the broad permission (SPEC §6);
 * `todos` adds "Todos" (id 0) first. Others get no options and no selector.
 */
export function useAgenciaOptions({ todos = false }: { todos?: boolean } = {}): { visible: boolean; options: SelectOption<number>[] } {
  const { isBroad } = useSession();
  const { opciones } = useOpciones(agenciasList, isBroad ? 'agencias' : null);
  const agencias = useMemo(() => opciones.map((a) => ({ value: a.id, label: a.nombre })), [opciones]);
  return { visible: isBroad, options: todos ? [{ value: 0, label: 'Todos' }, ...agencias] : agencias };
}
