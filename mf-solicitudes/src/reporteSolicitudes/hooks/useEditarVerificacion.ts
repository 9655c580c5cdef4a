import { useEffect, useRef, useState } from 'react';
import { faltaVehiculo, MENSAJES, type SolicitudDetalle, type Verificacion, type VerificacionInput } from '@verifica/contracts';
import { apiErrorMessage, camposDistintos, useConflicto, useEnvio, useSnackbar, type Conflicto, type FieldErrors } from '@verifica/shared';
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
  /** Someone else saved the verification since it was read (409): the values stay; `recargar` takes the newer version. */
  conflicto: Conflicto | null;
  recargar: () => void;
}

/** The form's fields as the dialog labels them. */
const ETIQUETAS: Partial<Record<keyof VerificacionInput, string>> = {
  nombre: 'Nombre de quien atendió',
  parentesco: 'Parentesco',
  atendio_usuario: 'Atendió el cliente',
  tiene_vehiculo: 'Tiene vehículo',
  marca: 'Marca',
  modelo: 'Modelo',
  comentario: 'Comentario',
  position: 'Posición',
};

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

/**
 * Editar Verificacion: loads the request's field verification, PUT /api/verificaciones/{id} with
 * the version loaded (a save by someone else meanwhile: the conflict notice, Recargar).
 */
export function useEditarVerificacion(solicitudId: number, onSaved: () => void): EditarVerificacion {
  const { enviando: guardando, errores, setErrores, enviar } = useEnvio();
  const snackbar = useSnackbar();
  const { conflicto, siFalla, recargado } = useConflicto();
  const [detalle, setDetalle] = useState<SolicitudDetalle | null>(null);
  const [form, setForm] = useState<VerificacionInput>(aForm(null));
  /** The verification as loaded (what another user's save is compared with). */
  const cargada = useRef<VerificacionInput>(aForm(null));

  useEffect(() => {
    let vigente = true;
    solicitudesApi
      .detalle(solicitudId)
      .then((d) => {
        if (!vigente) return;
        setDetalle(d);
        cargada.current = aForm(d.verificacion);
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
      version: verificacion.version,
    };
    const faltan = faltaVehiculo(body);
    if (Object.keys(faltan).length > 0) {
      setErrores(faltan);
      return;
    }
    enviar(() => solicitudesApi.actualizarVerificacion(verificacion.id, body), { exito: MENSAJES.verificacionActualizada, siFalla }, () => onSaved());
  };

  // The newer verification (its photos and version) comes in; the form keeps the user's values.
  const recargar = () => {
    solicitudesApi
      .detalle(solicitudId)
      .then((d) => {
        const nuevos = aForm(d.verificacion);
        const distintos = camposDistintos(cargada.current, nuevos, form);
        cargada.current = nuevos;
        setDetalle(d);
        recargado(distintos.map((c) => ETIQUETAS[c] ?? c));
      })
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)));
  };

  return { detalle, verificacion, form, set: (cambio) => setForm((f) => ({ ...f, ...cambio })), guardando, errores, guardar, conflicto, recargar };
}
