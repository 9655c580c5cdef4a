import { useCallback, useState } from 'react';
import { TiposTrabajo, type Trabajo, type TrabajoCreado } from '@verifica/contracts';
import { apiErrorMessage, useSnackbar } from '@verifica/shared/base';
import { primerAviso, useTrabajo, type SeguimientoTrabajo } from './useTrabajo';

export interface TrabajoIniciado {
  /** Queues the job (one at a time per screen). */
  iniciar: () => void;
  /** The queue call is on its way. */
  iniciando: boolean;
  /** The job followed since it was queued; null before, and after `descartar`. */
  seguimiento: SeguimientoTrabajo | null;
  descartar: () => void;
}

/**
 * A screen's button that starts a background job (Exportar a Excel): queues it with `crear` (the
 * remote's call), follows it, and says in a snackbar when it ends. The job also shows in Mis trabajos.
 */
export function useTrabajoIniciado(crear: () => Promise<TrabajoCreado>): TrabajoIniciado {
  const snackbar = useSnackbar();
  const [id, setId] = useState<number | null>(null);
  const [iniciando, setIniciando] = useState(false);
  const seguimiento = useTrabajo(id, {
    alTerminar: (t: Trabajo) => {
      if (!primerAviso(t.id)) return;
      const nombre = TiposTrabajo.label(t.tipo);
      if (t.estado === 'terminado') snackbar.success(`${nombre}: terminado`);
      else if (t.estado === 'fallido') snackbar.error(`${nombre}: ${t.error ?? 'falló'}`);
    },
  });
  const activo = seguimiento.activo || (id !== null && seguimiento.trabajo === null);

  const iniciar = useCallback(() => {
    if (iniciando || activo) return;
    setIniciando(true);
    crear()
      .then((c) => setId(c.id))
      .catch((e: unknown) => snackbar.error(apiErrorMessage(e)))
      .finally(() => setIniciando(false));
  }, [crear, iniciando, activo, snackbar]);

  return { iniciar, iniciando: iniciando || activo, seguimiento: id === null ? null : seguimiento, descartar: useCallback(() => setId(null), []) };
}
