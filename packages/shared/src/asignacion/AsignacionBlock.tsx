import { useMemo } from 'react';
import styled from 'styled-components';
import { formatoNumero, type AgenciaListItem } from '@verifica/contracts';
import { Button } from '@verifica/shared/base';
import { Select } from '../ui/select/LazySelects';
import { toOptions } from '../ui/select/options';
import { useAsignacion, type UseAsignacionOptions } from './useAsignacion';

export interface AsignacionBlockProps extends Omit<UseAsignacionOptions, 'conAgencia'> {
  /** The agencies to choose from: pass them only for broad users (SPEC §6); null hides the field. */
  agencias: readonly AgenciaListItem[] | null;
  /** 'Gestor' or 'Operador'. */
  personaLabel: string;
  /** How many rows the assignment takes (0 disables Asignar: nothing to assign). */
  seleccionados: number;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Acciones = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xs};
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * Asignación (SPEC §2): agencia (broad users only), the person, Asignar — disabled until a person
 * is chosen and there is something to assign.
 */
export function AsignacionBlock({ agencias, personaLabel, seleccionados, cargarPersonas, asignar, onAsignado }: AsignacionBlockProps) {
  const a = useAsignacion({ conAgencia: agencias !== null, cargarPersonas, asignar, onAsignado });
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  const personaOptions = useMemo(() => toOptions(a.personas, 'id', 'nombre_completo'), [a.personas]);
  return (
    <Root role="group" aria-label="Asignación">
      {agencias !== null && <Select label="Agencia" options={agenciaOptions} value={a.agenciaId} onChange={a.setAgenciaId} error={a.errores.agencia_id} />}
      <Select label={personaLabel} options={personaOptions} value={a.usuarioId} onChange={a.setUsuarioId} error={a.errores.usuario_id} />
      <Acciones>
        <Button onClick={a.enviar} disabled={a.usuarioId === null || seleccionados === 0} loading={a.asignando}>
          Asignar
        </Button>
        <small>{seleccionados === 1 ? '1 folio seleccionado' : `${formatoNumero(seleccionados)} folios seleccionados`}</small>
      </Acciones>
    </Root>
  );
}
