import type { SolicitudFila } from '@verifica/contracts';
import { AvisoConflicto, FormDialog, LoadingBar, TextField } from '@verifica/shared';
import { AreaTexto } from '../common/AreaTexto';
import { CamposDialogo } from '../common/CamposDialogo';
import { Mapa, municipioDe } from '../mapa/Mapa';
import { useDatosInternos } from './hooks/useDatosInternos';

export interface DatosInternosDialogProps {
  fila: SolicitudFila;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Datos Internos (SPEC §2): comentario and the position, typed or picked on the map. Saved with
 * the version read; someone else's save meanwhile shows the conflict notice with Recargar.
 */
export function DatosInternosDialog({ fila, onClose, onSaved }: DatosInternosDialogProps) {
  const d = useDatosInternos(fila, () => {
    onClose();
    onSaved();
  });
  return (
    <FormDialog
      title={`Datos Internos ${fila.folio_solicitud}`}
      onClose={onClose}
      submitLabel="Guardar"
      onSubmit={d.guardar}
      busy={d.guardando}
      submitDisabled={d.cargando}
    >
      {d.cargando ? (
        <LoadingBar loading />
      ) : (
        <>
          {d.conflicto && <AvisoConflicto conflicto={d.conflicto} onRecargar={d.recargar} />}
          <AreaTexto label="Comentario" value={d.comentario} onChange={d.setComentario} error={d.errores.comentario} />
          <CamposDialogo $min={200}>
            <TextField label="Latitud" inputMode="decimal" value={d.latitud} onChange={d.setLatitud} error={d.errores.position} />
            <TextField label="Longitud" inputMode="decimal" value={d.longitud} onChange={d.setLongitud} />
          </CamposDialogo>
          <Mapa position={d.position} onChange={d.elegir} municipio={municipioDe(fila)} label="Mapa: haz clic para elegir la posición" />
        </>
      )}
    </FormDialog>
  );
}
