import { useEffect, useState } from 'react';
import { MENSAJES, type SolicitudDetalle, type Verificacion, type VerificacionInput } from '@verifica/contracts';
import { useEnvio, type FieldErrors } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';

export interface EditarVerificacion {
  /** The request with its field verification (null while loading). */
  detalle: SolicitudDetalle | null;
  verificacion: Verificacion | null;
  form: VerificacionInput;
  set: (cambio: Partial<VerificacionInput>) => void;
  guardando: boolean;
  errores: FieldErrors;
  guardar: () => void;
}

function aForm(v: Verificacion | null): VerificacionInput {
  return {
    nombre: v?.nombre ?? '',
    parentesco: v?.parentesco ?? '',
    atendio_usuario: v?.atendio_usuario ?? true,
    tiene_vehiculo: v?.tiene_vehiculo ?? false,
    marca: v?.marca ?? '',
    modelo: v?.modelo ?? '',
    comentario: v?.comentario ?? '',
    position: v?.position ?? null,
  };
}

const texto = (v: string | null | undefined) => (v ?? '').trim() || null;

/** Editar Verificacion: loads the request's field verification, PUT /api/verificaciones/{id}. */
export function useEditarVerificacion(solicitudId: number, onSaved: () => void): EditarVerificacion {
  const { enviando: guardando, errores, enviar } = useEnvio();
  const [detalle, setDetalle] = useState<SolicitudDetalle | null>(null);
  const [form, setForm] = useState<VerificacionInput>(aForm(null));

  useEffect(() => {
    let vigente = true;
    solicitudesApi
      .detalle(solicitudId)
      .then((d) => {
        if (!vigente) return;
        setDetalle(d);
        setForm(aForm(d.verificacion));
      })
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, [solicitudId]);

  const verificacion = detalle?.verificacion ?? null;
  const guardar = () => {
    if (!verificacion) return;
    const body: VerificacionInput = {
      ...form,
      nombre: form.atendio_usuario ? null : texto(form.nombre),
      parentesco: form.atendio_usuario ? null : texto(form.parentesco),
      marca: form.tiene_vehiculo ? texto(form.marca) : null,
      modelo: form.tiene_vehiculo ? texto(form.modelo) : null,
      comentario: texto(form.comentario),
    };
    enviar(() => solicitudesApi.actualizarVerificacion(verificacion.id, body), { exito: MENSAJES.verificacionActualizada }, () => onSaved());
  };

  return { detalle, verificacion, form, set: (cambio) => setForm((f) => ({ ...f, ...cambio })), guardando, errores, guardar };
}
