import { useState } from 'react';
import styled from 'styled-components';
import { MENSAJES } from '@verifica/contracts';
import { AvisoConflicto, Dialog, FormDialog, LoadingBar, Switch, TextField } from '@verifica/shared';
import { AreaTexto } from '../common/AreaTexto';
import { CamposDialogo } from '../common/CamposDialogo';
import { Mapa } from '../mapa/Mapa';
import { useEditarVerificacion } from './hooks/useEditarVerificacion';

export interface EditarVerificacionDialogProps {
  solicitudId: number;
  /** Written under the map when there is no detailed basemap (municipioDe). */
  municipio?: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const Interruptores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Fotos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  button { padding: 0; border: 1px solid ${({ theme }) => theme.colors.border}; background: none; cursor: zoom-in; }
  img { display: block; width: 96px; height: 96px; object-fit: cover; }
`;

const FotoGrande = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
`;

/**
 * Editar Verificacion (SPEC §2 Dialogs): read-only folio, who attended (name and relationship when
 * not the client), vehicle or "No cuenta con vehiculo", comment ("Sin comentarios" when empty),
 * photos that zoom on click, the position (zoom 16 over detailed tiles); Cerrar / Guardar.
 */
export function EditarVerificacionDialog({ solicitudId, municipio, onClose, onSaved }: EditarVerificacionDialogProps) {
  const v = useEditarVerificacion(solicitudId, () => {
    onClose();
    onSaved();
  });
  const [zoom, setZoom] = useState<{ url: string; n: number } | null>(null);
  const { form, errores } = v;
  return (
    <>
      <FormDialog
        open={zoom === null}
        title="Editar Verificacion"
        onClose={onClose}
        submitLabel="Guardar"
        onSubmit={v.guardar}
        busy={v.guardando}
        submitDisabled={!v.verificacion}
      >
        {!v.detalle ? (
          <LoadingBar loading />
        ) : (
          <>
            {v.conflicto && <AvisoConflicto conflicto={v.conflicto} onRecargar={v.recargar} />}
            <CamposDialogo $min={220}>
              <TextField label="Folio" value={v.detalle.folio_solicitud} readOnly />
              {v.verificacion?.hora && <TextField label="Hora de verificación" value={v.verificacion.hora} readOnly />}
            </CamposDialogo>
            <Interruptores>
              <Switch label="Atendió el cliente" checked={form.atendio_usuario} onChange={(atendio_usuario) => v.set({ atendio_usuario })} />
              <Switch label="Tiene vehículo" checked={form.tiene_vehiculo} onChange={(tiene_vehiculo) => v.set({ tiene_vehiculo })} />
            </Interruptores>
            {!form.atendio_usuario && (
              <CamposDialogo $min={220}>
                <TextField label="Nombre de quien atendió" value={form.nombre} onChange={(nombre) => v.set({ nombre })} error={errores.nombre} />
                <TextField label="Parentesco" value={form.parentesco} onChange={(parentesco) => v.set({ parentesco })} error={errores.parentesco} />
              </CamposDialogo>
            )}
            {form.tiene_vehiculo ? (
              <CamposDialogo $min={220}>
                <TextField label="Marca" value={form.marca} onChange={(marca) => v.set({ marca })} error={errores.marca} />
                <TextField label="Modelo" value={form.modelo} onChange={(modelo) => v.set({ modelo })} error={errores.modelo} />
              </CamposDialogo>
            ) : (
              <p>{MENSAJES.sinVehiculo}</p>
            )}
            <AreaTexto
              label="Comentario"
              value={form.comentario ?? ''}
              placeholder={MENSAJES.sinComentarios}
              onChange={(comentario) => v.set({ comentario })}
              error={errores.comentario}
            />
            {v.verificacion && v.verificacion.imagenes.length > 0 && (
              <Fotos>
                {v.verificacion.imagenes.map((img, i) => (
                  <button key={img.id} type="button" aria-label={`Ampliar foto ${i + 1}`} onClick={() => setZoom({ url: img.url, n: i + 1 })}>
                    <img src={img.url} alt={`Foto ${i + 1}`} loading="lazy" />
                  </button>
                ))}
              </Fotos>
            )}
            {form.position ? <Mapa position={form.position} municipio={municipio} /> : <p>Sin posición registrada</p>}
          </>
        )}
      </FormDialog>
      <Dialog open={zoom !== null} onClose={() => setZoom(null)} title={zoom ? `Foto ${zoom.n}` : ''} maxWidth={800}>
        {zoom && <FotoGrande src={zoom.url} alt={`Foto ${zoom.n} ampliada`} />}
      </Dialog>
    </>
  );
}
