import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  camposOcultosLlamada,
  limpiarCamposOcultos,
  MENSAJES,
  SIN_ACCIONES_LLAMADA,
  verificacionOperadorActualizarSchema,
  type AccionesLlamada,
  type AccionLlamada,
  type SeguimientoLlamada,
  type SolicitudOperadorFila,
  type VerificacionOperador,
  type VerificacionOperadorForm,
} from '@verifica/contracts';
import { bindField, fieldErrors, useSnackbar, validateWith, type FieldBinding, type LabelledFieldBinding } from '@verifica/shared';
import { callcenterApi } from '../../api/callcenter';

/** SPEC §8: the save message appears one second after the answer. */
export const RETRASO_MENSAJE_MS = 1000;

/** Every answer of the form (unanswered = null; refN_conocen default true). */
export type RespuestasLlamada = { [K in keyof VerificacionOperadorForm]-?: Exclude<VerificacionOperadorForm[K], undefined> | null };
type Campo = keyof RespuestasLlamada & string;

const REFERENCIA = (n: 1 | 2 | 3) => ({
  [`ref${n}_conocen`]: true,
  [`ref${n}_nombre`]: null,
  [`ref${n}_familia_amistad`]: null,
  [`ref${n}_parentesco`]: null,
  [`ref${n}_tiempo_conocerlo`]: null,
  [`ref${n}_tipo_atencion`]: null,
  [`ref${n}_comentarios`]: null,
});

export const RESPUESTAS_VACIAS = {
  particular_contesto: null,
  particular_nombre: null,
  particular_telefono_estatus: null,
  comentarios_nombre: null,
  comentarios_apellido_paterno: null,
  comentarios_apellido_materno: null,
  comentarios_domicilio: null,
  comentarios_rfc: null,
  laboral_tipo_telefono: null,
  laboral_informante: null,
  laboral_cargo_puesto: null,
  laboral_telefono_recados: null,
  ...REFERENCIA(1),
  ...REFERENCIA(2),
  ...REFERENCIA(3),
} as RespuestasLlamada;

function respuestasDe(vo: VerificacionOperador): RespuestasLlamada {
  const out: Record<string, unknown> = { ...RESPUESTAS_VACIAS };
  for (const k of Object.keys(RESPUESTAS_VACIAS)) out[k] = vo[k as Campo] ?? (RESPUESTAS_VACIAS as Record<string, unknown>)[k];
  return out as RespuestasLlamada;
}

export interface SeguimientoLlamadas {
  cargando: boolean;
  guardando: AccionLlamada | null;
  /** The saved state (null before the first save). */
  verificacion: VerificacionOperador | null;
  field: <K extends Campo>(name: K, label: string) => LabelledFieldBinding<RespuestasLlamada[K]>;
  /** SPEC §4: is the field asked for the current answers? */
  visible: (name: Campo) => boolean;
  finalizado: boolean;
  /**
   * What this user may do now, as the server says (none while loading or if it failed): non-admins
   * Guardar/Finalizar only their own open requests; Rehabilitar admins when finalizada.
   */
  acciones: AccionesLlamada;
  ejecutar: (accion: AccionLlamada) => void;
}

/** Seguimiento de Llamadas: loads the saved form, hides what §4 does not ask, saves with an action. */
export function useSeguimientoLlamadas(fila: SolicitudOperadorFila, onSaved: () => void): SeguimientoLlamadas {
  const snackbar = useSnackbar();
  const formId = useId();
  const [valores, setValores] = useState<RespuestasLlamada>(RESPUESTAS_VACIAS);
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [verificacion, setVerificacion] = useState<VerificacionOperador | null>(null);
  const [acciones, setAcciones] = useState<AccionesLlamada>(SIN_ACCIONES_LLAMADA);
  const [cargando, setCargando] = useState(true);
  const [guardando, setGuardando] = useState<AccionLlamada | null>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let vigente = true;
    setCargando(true);
    callcenterApi
      .verificacion(fila.id)
      .then(({ guardado, acciones: permitidas }) => {
        if (!vigente) return;
        setVerificacion(guardado);
        setAcciones(permitidas);
        setValores(guardado ? respuestasDe(guardado) : RESPUESTAS_VACIAS);
      })
      .catch(() => undefined)
      .finally(() => vigente && setCargando(false));
    return () => {
      vigente = false;
    };
  }, [fila.id]);

  useEffect(
    () => () => {
      if (temporizador.current) clearTimeout(temporizador.current);
    },
    [],
  );

  const ocultos = useMemo(() => camposOcultosLlamada(valores), [valores]);
  const setCampo = useCallback(<K extends Campo>(name: K, value: RespuestasLlamada[K]) => {
    setValores((v) => ({ ...v, [name]: value }));
    setErrores((e) => {
      if (!(name in e)) return e;
      const { [name]: _quitado, ...resto } = e;
      return resto;
    });
  }, []);

  const field = <K extends Campo>(name: K, label: string) =>
    bindField<RespuestasLlamada[K]>({ formId, name, label, value: valores[name], onChange: (v) => setCampo(name, v), errors: errores }) as LabelledFieldBinding<RespuestasLlamada[K]> &
      FieldBinding<RespuestasLlamada[K]>;

  const finalizado = verificacion?.finalizado ?? false;

  const ejecutar = (accion: AccionLlamada) => {
    if (guardando || !acciones[accion]) return;
    const v = validateWith(verificacionOperadorActualizarSchema, { ...limpiarCamposOcultos(valores), accion });
    if (!v.ok) {
      setErrores(v.errors);
      snackbar.error(MENSAJES.errorAlActualizar);
      return;
    }
    setGuardando(accion);
    const nueva = verificacion === null;
    const peticion =
      verificacion === null
        ? callcenterApi.crearVerificacion({ ...v.data, solicitud_id: fila.id, accion: accion === 'finalizar' ? 'finalizar' : 'guardar' })
        : callcenterApi.actualizarVerificacion(verificacion.id, v.data);
    peticion
      .then((vo: SeguimientoLlamada) => {
        setVerificacion(vo);
        setAcciones(vo.acciones);
        setValores(respuestasDe(vo));
        setErrores({});
        onSaved();
        temporizador.current = setTimeout(() => snackbar.success(nueva ? MENSAJES.datosGuardados : MENSAJES.datosActualizados), RETRASO_MENSAJE_MS);
      })
      .catch((error: unknown) => {
        setErrores(fieldErrors(error));
        snackbar.error(MENSAJES.errorAlActualizar);
      })
      .finally(() => setGuardando(null));
  };

  return {
    cargando,
    guardando,
    verificacion,
    field,
    visible: (name) => !ocultos.has(name),
    finalizado,
    acciones,
    ejecutar,
  };
}
