import styled from 'styled-components';
import type { SolicitudFila } from '@verifica/contracts';
import { Button, Dialog, DIALOG_WIDTHS, TextField } from '@verifica/shared';
import { AreaTexto } from '../common/AreaTexto';
import { Mapa } from '../mapa/Mapa';
import { useDatosInternos } from './hooks/useDatosInternos';

export interface DatosInternosDialogProps {
  fila: SolicitudFila;
  onClose: () => void;
  onSaved: () => void;
}

const Campos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Datos Internos (SPEC §2): comentario and the position, typed or picked on the map. */
export function DatosInternosDialog({ fila, onClose, onSaved }: DatosInternosDialogProps) {
  const d = useDatosInternos(fila, () => {
    onClose();
    onSaved();
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Datos Internos ${fila.folio_solicitud}`}
      persistent
      maxWidth={DIALOG_WIDTHS.detail}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={d.guardando}>
            Cerrar
          </Button>
          <Button onClick={d.guardar} loading={d.guardando}>
            Guardar
          </Button>
        </>
      }
    >
      <AreaTexto label="Comentario" value={d.comentario} onChange={d.setComentario} error={d.errores.comentario} />
      <Campos>
        <TextField label="Latitud" inputMode="decimal" value={d.latitud} onChange={d.setLatitud} error={d.errores.position} />
        <TextField label="Longitud" inputMode="decimal" value={d.longitud} onChange={d.setLongitud} />
      </Campos>
      <Mapa position={d.position} onChange={d.elegir} label="Mapa: haz clic para elegir la posición" />
    </Dialog>
  );
}
