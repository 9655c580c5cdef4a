import { useEffect, useRef, useState } from 'react';
import { MENSAJES, type Position, type SolicitudDetalle, type SolicitudFila } from '@verifica/contracts';
import { apiErrorMessage, camposDistintos, useConflicto, useEnvio, useSnackbar, type Conflicto, type FieldErrors } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';

export interface DatosInternos {
  /** The request's current internal data is being read (the fields and Guardar wait for it). */
  cargando: boolean;
  comentario: string;
  setComentario: (v: string) => void;
  latitud: string;
  longitud: string;
  setLatitud: (v: string) => void;
  setLongitud: (v: string) => void;
  /** The position the fields describe (null while incomplete or out of range). */
  position: Position | null;
  /** A click on the map. */
  elegir: (p: Position) => void;
  guardando: boolean;
  errores: FieldErrors;
  guardar: () => void;
  /** Someone else saved the request since it was read (409): the values stay; `recargar` takes the newer version. */
  conflicto: Conflicto | null;
  recargar: () => void;
}

type Valores = { comentario: string; latitud: string; longitud: string };
const ETIQUETAS: Record<keyof Valores, string> = { comentario: 'Comentario', latitud: 'Latitud', longitud: 'Longitud' };

const valoresDe = (s: Pick<SolicitudFila, 'comentario' | 'position'>): Valores => ({
  comentario: s.comentario ?? '',
  latitud: s.position ? String(s.position.latitude) : '',
  longitud: s.position ? String(s.position.longitude) : '',
});

const numero = (v: string, max: number) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= max ? n : null;
};

/**
 * Datos Internos: reads the request (its current comentario, position and version), then PUT
 * /api/solicitudes/{id} with only those two and the version read. If the read fails, the row's
 * values are edited and saved without a version, as before.
 */
export function useDatosInternos(fila: SolicitudFila, onSaved: () => void): DatosInternos {
  const { enviando: guardando, errores, setErrores, enviar } = useEnvio();
  const snackbar = useSnackbar();
  const { conflicto, siFalla, recargado } = useConflicto();
  const [valores, setValores] = useState<Valores>(() => valoresDe(fila));
  const [cargando, setCargando] = useState(true);
  /** The version read and its values (what another user's save is compared with). */
  const leida = useRef<{ version?: number; valores: Valores }>({ valores: valoresDe(fila) });

  useEffect(() => {
    let vigente = true;
    solicitudesApi
      .detalle(fila.id)
      .then((d) => {
        if (!vigente) return;
        leida.current = { version: d.version, valores: valoresDe(d) };
        setValores(valoresDe(d));
      })
      .catch(() => undefined)
      .finally(() => {
        if (vigente) setCargando(false);
      });
    return () => {
      vigente = false;
    };
  }, [fila.id]);

  const lat = numero(valores.latitud, 90);
  const lon = numero(valores.longitud, 180);
  const position = lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null;
  const set = (campo: keyof Valores) => (v: string) => setValores((actual) => ({ ...actual, [campo]: v }));

  const guardar = () => {
    if (guardando || cargando) return;
    if ((valores.latitud.trim() || valores.longitud.trim()) && !position) {
      setErrores({ position: ['La posición no es válida'] });
      return;
    }
    const { version } = leida.current;
    const body = { comentario: valores.comentario.trim() || null, position, ...(version === undefined ? {} : { version }) };
    enviar(() => solicitudesApi.actualizar(fila.id, body), { exito: MENSAJES.registroActualizado, siFalla }, () => onSaved());
  };

  const recargar = () => {
    solicitudesApi
      .detalle(fila.id)
      .then((d: SolicitudDetalle) => {
        const nuevos = valoresDe(d);
        const distintos = camposDistintos(leida.current.valores, nuevos, valores);
        leida.current = { version: d.version, valores: nuevos };
        recargado(distintos.map((c) => ETIQUETAS[c]));
      })
      .catch((error: unknown) => snackbar.error(apiErrorMessage(error)));
  };

  return {
    cargando,
    ...valores,
    setComentario: set('comentario'),
    setLatitud: set('latitud'),
    setLongitud: set('longitud'),
    position,
    elegir: (p) => setValores((actual) => ({ ...actual, latitud: String(p.latitude), longitud: String(p.longitude) })),
    guardando,
    errores,
    guardar,
    conflicto,
    recargar,
  };
}
