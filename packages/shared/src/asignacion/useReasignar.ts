import { useState } from 'react';
import { MENSAJES, type PersonaListItem } from '@verifica/contracts';
import { useEnvio } from '@verifica/shared/base';
import type { EleccionPersona } from './useAsignacion';
import { useOpciones } from './useOpciones';

export interface UseReasignarOptions {
  /** The folio being reassigned; null = closed. */
  folio: string | null;
  cargarPersonas: () => Promise<PersonaListItem[]>;
  /** The reassign call with the new person. */
  guardar: (usuarioId: number) => Promise<unknown>;
  onClose: () => void;
  /** After a successful change: reload. */
  onDone: () => void;
}

export interface Reasignar extends EleccionPersona {
  guardando: boolean;
  guardar: () => void;
  /** Desasignar: asks for confirmation (the confirmation dialog does the call). */
  confirmandoDesasignar: boolean;
  setConfirmandoDesasignar: (open: boolean) => void;
  cerrar: () => void;
}

/** Reassign controller (SPEC §4, §8): "Reasignacion Efectuada" / "Error al Actualizado". */
export function useReasignar({ folio, cargarPersonas, guardar, onClose, onDone }: UseReasignarOptions): Reasignar {
  const { enviando: guardando, errores, setErrores, enviar } = useEnvio();
  const [usuarioId, setUsuarioId] = useState<number | null>(null);
  const [confirmandoDesasignar, setConfirmandoDesasignar] = useState(false);
  const { opciones: personas } = useOpciones(cargarPersonas, folio);

  const cerrar = () => {
    if (guardando) return;
    setUsuarioId(null);
    setErrores({});
    setConfirmandoDesasignar(false);
    onClose();
  };

  return {
    personas,
    usuarioId,
    setUsuarioId: (id) => {
      setUsuarioId(id);
      setErrores({});
    },
    guardando,
    errores,
    guardar: () => {
      if (usuarioId === null) return;
      enviar(() => guardar(usuarioId), { exito: MENSAJES.reasignacionEfectuada, error: MENSAJES.errorAlActualizar }, () => {
        setUsuarioId(null);
        onClose();
        onDone();
      });
    },
    confirmandoDesasignar,
    setConfirmandoDesasignar,
    cerrar,
  };
}
