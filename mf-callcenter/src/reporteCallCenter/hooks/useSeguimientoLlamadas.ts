import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  camposOcultosLlamada,
  limpiarCamposOcultos,
  MENSAJES,
  MENSAJES_EVENTOS,
  RESPUESTAS_LLAMADA_VACIAS,
  SIN_ACCIONES_LLAMADA,
  verificacionOperadorActualizarSchema,
  type AccionesLlamada,
  type AccionLlamada,
  type RespuestasLlamada,
  type SeguimientoLlamada,
  type SolicitudOperadorFila,
  type VerificacionOperador,
} from '@verifica/contracts';
import { apiErrorMessage, apiErrorStatus, bindField, type Conflicto, fieldErrors, suscribirEventos, useSnackbar, validateWith, type LabelledFieldBinding } from '@verifica/shared';
import { callcenterApi } from '../../api/callcenter';

/** SPEC §8: the save message appears one second after the answer. */
export const RETRASO_MENSAJE_MS = 1000;

type Campo = keyof RespuestasLlamada & string;

const CAMPOS = Object.keys(RESPUESTAS_LLAMADA_VACIAS) as Campo[];

function respuestasDe(vo: VerificacionOperador | null): RespuestasLlamada {
  if (!vo) return RESPUESTAS_LLAMADA_VACIAS;
  const out: Record<string, unknown> = { ...RESPUESTAS_LLAMADA_VACIAS };
  for (const k of CAMPOS) out[k] = vo[k] ?? RESPUESTAS_LLAMADA_VACIAS[k];
  return out as RespuestasLlamada;
}

/** The fields whose value in `valores` is not the one in `base`. */
export const camposCambiados = (valores: RespuestasLlamada, base: RespuestasLlamada): Campo[] => CAMPOS.filter((k) => valores[k] !== base[k]);

/**
 * After Recargar: the stored answers with the user's own edits (what they changed
 * since `base`, the version they loaded) laid on top, and the fields the other user saved
 * differently: changed by both since `base`, to different values (the user's value is kept).
 */
/** What the call form needs of its folio (a list row, or a callback of Mis rellamadas). */
export type FolioLlamada = Pick<SolicitudOperadorFila, 'id' | 'folio_solicitud'>;

/**
 * The call's result, once answered, goes with every save: a Guardar or Finalizar that
 * carries it is a call attempt, even when the answer is the same as the last one.
 */
const RESULTADO_DE_LA_LLAMADA = new Set<string>(['particular_contesto', 'particular_telefono_estatus']);
const llevaResultado = (k: string, datos: { particular_contesto?: number | null | undefined }) => RESULTADO_DE_LA_LLAMADA.has(k) && datos.particular_contesto != null;

export function fusionar(valores: RespuestasLlamada, base: RespuestasLlamada, guardadas: RespuestasLlamada): { valores: RespuestasLlamada; distintos: Campo[] } {
  const propios = new Set(camposCambiados(valores, base));
  const ajenos = new Set(camposCambiados(guardadas, base));
  const out: Record<string, unknown> = {};
  for (const k of CAMPOS) out[k] = propios.has(k) ? valores[k] : guardadas[k];
  return { valores: out as RespuestasLlamada, distintos: CAMPOS.filter((k) => propios.has(k) && ajenos.has(k) && valores[k] !== guardadas[k]) };
}

type CampoLlamada<T> = LabelledFieldBinding<T> & { disabled: boolean };

export interface SeguimientoLlamadas {
  cargando: boolean;
  guardando: AccionLlamada | null;
  /** The saved state (null before the first save). */
  verificacion: VerificacionOperador | null;
  /** A control's binding; disabled when the user may not Guardar (a finalizada form for an operator). */
  field: <K extends Campo>(name: K, label: string) => CampoLlamada<RespuestasLlamada[K]>;
  /** SPEC §4: is the field asked for the current answers? */
  visible: (name: Campo) => boolean;
  finalizado: boolean;
  /**
   * What this user may do now, as the server says (none while loading or if it failed): non-admins
   * Guardar/Finalizar only their own open requests; Rehabilitar admins when finalizada.
   */
  acciones: AccionesLlamada;
  ejecutar: (accion: AccionLlamada) => void;
  /**
   * No lost edits: someone else saved this form since it was loaded, as a live event says or as a
   * refused save (409, also when both created it at once) finds out. The user's values stay in the
   * form; `recargar` takes the newer version (its state, actions, version and answers) with only the
   * fields this user changed laid on top, and names the fields where those differ from the stored
   * ones.
   */
  conflicto: Conflicto | null;
  recargar: () => void;
}

/** Seguimiento de Llamadas: loads the saved form, hides what §4 does not ask, saves with an action. */
export function useSeguimientoLlamadas(fila: FolioLlamada, onSaved: () => void): SeguimientoLlamadas {
  const snackbar = useSnackbar();
  const formId = useId();
  const [valores, setValores] = useState<RespuestasLlamada>(RESPUESTAS_LLAMADA_VACIAS);
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [verificacion, setVerificacion] = useState<VerificacionOperador | null>(null);
  const [acciones, setAcciones] = useState<AccionesLlamada>(SIN_ACCIONES_LLAMADA);
  const [cargando, setCargando] = useState(true);
  const [guardando, setGuardando] = useState<AccionLlamada | null>(null);
  const [conflicto, setConflicto] = useState<SeguimientoLlamadas['conflicto']>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The answers as last read or saved: a save sends only what the user changed since. */
  const base = useRef<RespuestasLlamada>(RESPUESTAS_LLAMADA_VACIAS);
  const valoresActuales = useRef(valores);
  valoresActuales.current = valores;

  useEffect(
    () =>
      suscribirEventos({
        cambio: (e) => {
          if (e.tipo !== 'llamada' || e.solicitud_id !== fila.id || e.propio) return;
          setConflicto((c) => (c && c.distintos === null ? c : { mensaje: MENSAJES_EVENTOS.llamadaGuardadaPorOtro, distintos: null }));
        },
      }),
    [fila.id],
  );

  useEffect(() => {
    let vigente = true;
    setCargando(true);
    callcenterApi
      .verificacion(fila.id)
      .then(({ guardado, acciones: permitidas }) => {
        if (!vigente) return;
        setVerificacion(guardado);
        setAcciones(permitidas);
        base.current = respuestasDe(guardado);
        setValores(base.current);
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

  const soloLectura = !acciones.guardar;
  const field = <K extends Campo>(name: K, label: string): CampoLlamada<RespuestasLlamada[K]> => ({
    ...(bindField<RespuestasLlamada[K]>({ formId, name, label, value: valores[name], onChange: (v) => setCampo(name, v), errors: errores }) as LabelledFieldBinding<
      RespuestasLlamada[K]
    >),
    disabled: soloLectura,
  });

  const finalizado = verificacion?.finalizado ?? false;

  const ejecutar = (accion: AccionLlamada) => {
    if (guardando || !acciones[accion]) return;
    const v = validateWith(verificacionOperadorActualizarSchema, { ...limpiarCamposOcultos(valores), accion, ...(verificacion ? { version: verificacion.version } : {}) });
    if (!v.ok) {
      setErrores(v.errors);
      snackbar.error(MENSAJES.errorAlActualizar);
      return;
    }
    setGuardando(accion);
    const nueva = verificacion === null;
    // A PUT writes only the fields sent: never one the user did not touch.
    const cambiados = new Set<string>(camposCambiados(limpiarCamposOcultos(valores), base.current));
    const peticion =
      verificacion === null
        ? callcenterApi.crearVerificacion({ ...v.data, ref1_conocen: valores.ref1_conocen, ref2_conocen: valores.ref2_conocen, ref3_conocen: valores.ref3_conocen, id: null, hora_verificacion: null, solicitud_id: fila.id, accion: accion === 'finalizar' ? 'finalizar' : 'guardar' })
        : callcenterApi.actualizarVerificacion(
            verificacion.id,
            Object.fromEntries(Object.entries(v.data).filter(([k]) => cambiados.has(k) || !(k in RESPUESTAS_LLAMADA_VACIAS) || llevaResultado(k, v.data))),
          );
    peticion
      .then((vo: SeguimientoLlamada) => {
        setVerificacion(vo);
        setAcciones(vo.acciones);
        base.current = respuestasDe(vo);
        setValores(base.current);
        setErrores({});
        setConflicto(null);
        onSaved();
        temporizador.current = setTimeout(() => snackbar.success(nueva ? MENSAJES.datosGuardados : MENSAJES.datosActualizados), RETRASO_MENSAJE_MS);
      })
      .catch((error: unknown) => {
        if (apiErrorStatus(error) === 409) {
          setConflicto({ mensaje: apiErrorMessage(error), distintos: null });
          return;
        }
        setErrores(fieldErrors(error));
        snackbar.error(MENSAJES.errorAlActualizar);
      })
      .finally(() => setGuardando(null));
  };

  const recargar = () => {
    callcenterApi
      .verificacion(fila.id)
      .then(({ guardado, acciones: permitidas }) => {
        setVerificacion(guardado);
        setAcciones(permitidas);
        const guardadas = respuestasDe(guardado);
        const { valores: fusion, distintos } = fusionar(valoresActuales.current, base.current, guardadas);
        base.current = guardadas;
        setValores(fusion);
        setConflicto((c) => c && { ...c, distintos });
      })
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)));
  };

  return {
    cargando,
    guardando,
    conflicto,
    recargar,
    verificacion,
    field,
    visible: (name) => !ocultos.has(name),
    finalizado,
    acciones,
    ejecutar,
  };
}
