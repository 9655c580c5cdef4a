import { useState } from 'react';
import { MENSAJES, type PersonaListItem } from '@verifica/contracts';
import { fieldErrors, type FieldErrors } from '../api/errors';
import { useSnackbar } from '../ui/Snackbar';
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

export interface Reasignar {
  personas: PersonaListItem[];
  usuarioId: number | null;
  setUsuarioId: (id: number | null) => void;
  guardando: boolean;
  errores: FieldErrors;
  guardar: () => void;
  /** Desasignar: asks for confirmation (the confirmation dialog does the call). */
  confirmandoDesasignar: boolean;
  setConfirmandoDesasignar: (open: boolean) => void;
  cerrar: () => void;
}

/** Reassign controller (SPEC §4, §8): "Reasignacion Efectuada" / "Error al Actualizado". */
export function useReasignar({ folio, cargarPersonas, guardar, onClose, onDone }: UseReasignarOptions): Reasignar {
  const snackbar = useSnackbar();
  const [usuarioId, setUsuarioId] = useState<number | null>(null);
  const [guardando, setGuardando] = useState(false);
  const [errores, setErrores] = useState<FieldErrors>({});
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
      if (usuarioId === null || guardando) return;
      setGuardando(true);
      guardar(usuarioId)
        .then(() => {
          snackbar.success(MENSAJES.reasignacionEfectuada);
          setUsuarioId(null);
          onClose();
          onDone();
        })
        .catch((error: unknown) => {
          setErrores(fieldErrors(error));
          snackbar.error(MENSAJES.errorAlActualizar);
        })
        .finally(() => setGuardando(false));
    },
    confirmandoDesasignar,
    setConfirmandoDesasignar,
    cerrar,
  };
}
