import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@verifica/shared/base';
import { FormDialog } from '../ui/FormDialog';
import { Select } from '../ui/select/LazySelects';
import { toOptions } from '../ui/select/options';
import { DesasignarDialog } from './DesasignarDialog';
import { useReasignar, type UseReasignarOptions } from './useReasignar';

export interface ReasignarDialogProps extends UseReasignarOptions {
  /** The person assigned now (nombre completo). */
  actual: string | null;
  /** 'Gestor' or 'Operador'. */
  personaLabel: string;
  /** The unassign call (usuario_id 0). */
  desasignar: () => Promise<unknown>;
  title?: string;
}

const Campos = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * Reassign a folio (SPEC §2 Dialogs): the folio, the current person and a selector for the new
 * one; Desasignar (with confirmation), Cerrar, Guardar.
 */
export function ReasignarDialog({ actual, personaLabel, desasignar, title, ...options }: ReasignarDialogProps) {
  const r = useReasignar(options);
  const personaOptions = useMemo(
    () => toOptions(r.personas.filter((p) => p.nombre_completo !== actual), 'id', 'nombre_completo'),
    [r.personas, actual],
  );
  return (
    <>
      <FormDialog
        open={options.folio !== null && !r.confirmandoDesasignar}
        onClose={r.cerrar}
        title={title ?? `Reasignar ${personaLabel}`}
        extraActions={
          <Button variant="danger" onClick={() => r.setConfirmandoDesasignar(true)} disabled={r.guardando}>
            Desasignar
          </Button>
        }
        submitLabel="Guardar"
        onSubmit={r.guardar}
        busy={r.guardando}
        submitDisabled={r.usuarioId === null}
      >
        <Campos>
          <TextField label="Folio" value={options.folio ?? ''} readOnly />
          <TextField label={`${personaLabel} actual`} value={actual ?? ''} readOnly />
          <Select
            label={`Nuevo ${personaLabel}`}
            options={personaOptions}
            value={r.usuarioId}
            onChange={r.setUsuarioId}
            error={r.errores.usuario_id}
          />
        </Campos>
      </FormDialog>
      <DesasignarDialog
        folio={r.confirmandoDesasignar ? options.folio : null}
        onClose={r.cerrar}
        desasignar={desasignar}
        onDone={options.onDone}
      />
    </>
  );
}
