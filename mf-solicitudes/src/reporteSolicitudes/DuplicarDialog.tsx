import { useMemo } from 'react';
import styled from 'styled-components';
import type { AgenciaListItem, SolicitudFila } from '@verifica/contracts';
import { FormDialog, Select, TextField, toOptions } from '@verifica/shared';
import { useDuplicar } from './hooks/useDuplicar';

export interface DuplicarDialogProps {
  fila: SolicitudFila;
  /** Broad users choose the agency (SPEC §6); null hides the field. */
  agencias: readonly AgenciaListItem[] | null;
  onClose: () => void;
  onDuplicated: (id: number) => void;
}

const Campos = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Duplicar folio: agencia (broad only), codigo, folio_solicitud. */
export function DuplicarDialog({ fila, agencias, onClose, onDuplicated }: DuplicarDialogProps) {
  const d = useDuplicar(fila, agencias !== null, onDuplicated);
  const options = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  return (
    <FormDialog title={`Duplicar Folio ${fila.folio_solicitud}`} onClose={onClose} submitLabel="Guardar" onSubmit={d.guardar} busy={d.guardando}>
      <Campos>
        {agencias !== null && <Select label="Agencia" options={options} value={d.agenciaId} onChange={d.setAgenciaId} error={d.errores.agencia_id} />}
        <TextField
          label="Código"
          value={d.codigo}
          onChange={d.setCodigo}
          error={d.errores.codigo}
          helperText={d.codigo.trim() ? `Nuevo folio: ${fila.folio_solicitud}-${d.codigo.trim()}` : undefined}
        />
        <TextField label="Folio" value={d.folio} onChange={d.setFolio} error={d.errores.folio_solicitud} />
      </Campos>
    </FormDialog>
  );
}
