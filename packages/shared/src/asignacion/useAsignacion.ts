import { useState } from 'react';
import { MENSAJES, type PersonaListItem } from '@verifica/contracts';
import { type FieldErrors, useEnvio } from '@verifica/shared/base';
import { useOpciones } from './useOpciones';

export interface UseAsignacionOptions {
  /** Broad users choose the agency first (the person list follows it); scoped users do not. */
  conAgencia: boolean;
  /** The person-list call (GET /api/gestores/list or /api/operadores/list) for an agency. */
  cargarPersonas: (agenciaId: number | null) => Promise<PersonaListItem[]>;
  /** Sends the assignment (the chosen rows or the whole filter) to a person. */
  asignar: (usuarioId: number, agenciaId: number | null) => Promise<unknown>;
  /** After a successful assignment: reload and clear the selection. */
  onAsignado: () => void;
}

/** The person chosen to assign the folios to (the assignment block and the reassign dialog). */
export interface EleccionPersona {
  personas: PersonaListItem[];
  usuarioId: number | null;
  setUsuarioId: (id: number | null) => void;
  /** The server's field errors (usuario_id under the selector). */
  errores: FieldErrors;
}

export interface Asignacion extends EleccionPersona {
  agenciaId: number | null;
  setAgenciaId: (id: number | null) => void;
  asignando: boolean;
  enviar: () => void;
}

/**
 * The assignment block's controller (SPEC §2, §8): the person list of the chosen agency, the
 * person, then "Folios asignados correctamente" or "Hubo un error en la solicitud" with the
 * server's errors.usuario_id under the selector.
 */
export function useAsignacion({ conAgencia, cargarPersonas, asignar, onAsignado }: UseAsignacionOptions): Asignacion {
  const { enviando, errores, setErrores, enviar: enviarCon } = useEnvio();
  const [agenciaId, setAgencia] = useState<number | null>(null);
  const [usuarioId, setUsuario] = useState<number | null>(null);
  const key = conAgencia ? (agenciaId === null ? null : String(agenciaId)) : 'propia';
  const { opciones: personas } = useOpciones(() => cargarPersonas(conAgencia ? agenciaId : null), key);

  const enviar = () => {
    if (usuarioId === null) return;
    enviarCon(() => asignar(usuarioId, conAgencia ? agenciaId : null), { exito: MENSAJES.foliosAsignados, error: MENSAJES.errorEnSolicitud }, () => onAsignado());
  };

  return {
    agenciaId,
    setAgenciaId: (id) => {
      setAgencia(id);
      setUsuario(null);
    },
    personas,
    usuarioId,
    setUsuarioId: (id) => {
      setUsuario(id);
      setErrores({});
    },
    asignando: enviando,
    errores,
    enviar,
  };
}
