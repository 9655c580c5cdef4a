import { useState } from 'react';
import { MENSAJES, type Position, type SolicitudFila } from '@verifica/contracts';
import { useEnvio, type FieldErrors } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';

export interface DatosInternos {
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
}

const numero = (v: string, max: number) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= max ? n : null;
};

/** Datos Internos: comentario and position, PUT /api/solicitudes/{id} with only those two. */
export function useDatosInternos(fila: SolicitudFila, onSaved: () => void): DatosInternos {
  const { enviando: guardando, errores, setErrores, enviar } = useEnvio();
  const [comentario, setComentario] = useState(fila.comentario ?? '');
  const [latitud, setLatitud] = useState(fila.position ? String(fila.position.latitude) : '');
  const [longitud, setLongitud] = useState(fila.position ? String(fila.position.longitude) : '');
  const lat = numero(latitud, 90);
  const lon = numero(longitud, 180);
  const position = lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null;

  const guardar = () => {
    if (guardando) return;
    if ((latitud.trim() || longitud.trim()) && !position) {
      setErrores({ position: ['La posición no es válida'] });
      return;
    }
    enviar(() => solicitudesApi.actualizar(fila.id, { comentario: comentario.trim() || null, position }), { exito: MENSAJES.registroActualizado }, () => onSaved());
  };

  return {
    comentario,
    setComentario,
    latitud,
    longitud,
    setLatitud,
    setLongitud,
    position,
    elegir: (p) => {
      setLatitud(String(p.latitude));
      setLongitud(String(p.longitude));
    },
    guardando,
    errores,
    guardar,
  };
}
