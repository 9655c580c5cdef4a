import { useCallback, useState } from 'react';
import { MENSAJES, type AgenciaListItem } from '@verifica/contracts';
import { filasAsignadas, useAgenciasAmplias, useSnackbar } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { FILTROS_ASIGNACION } from '../../common/filtros';
import { useListaSolicitudes, type ListaSolicitudes } from '../../common/hooks/useListaSolicitudes';

export interface AsignarGestores {
  /** The list, its filter in the URL and its selection (rows, or every row of the filter). */
  lista: ListaSolicitudes;
  agencias: AgenciaListItem[] | null;
  asignar: (usuarioId: number, agenciaId: number | null) => Promise<unknown>;
  /** After an assignment or unassignment: clear the selection and reload. */
  listo: () => void;
  /** Selected rows that have a gestor (what bulk Desasignar sends). */
  conGestor: number[];
  desasignando: boolean;
  desasignar: () => void;
  cargando: boolean;
  setCargando: (open: boolean) => void;
}

/**
 * Asignar Folios a Gestores: the list (No Asignadas, current month), the assignment of the
 * selection, bulk Desasignar and the upload.
 */
export function useAsignarGestores(): AsignarGestores {
  const snackbar = useSnackbar();
  const lista = useListaSolicitudes(FILTROS_ASIGNACION, 'reportesAsignar');
  const agencias = useAgenciasAmplias();
  const [desasignando, setDesasignando] = useState(false);
  const [cargando, setCargando] = useState(false);

  const { recargar: reload, filas: rows, seleccion, consulta: query } = lista;
  const { limpiar: clear } = seleccion;
  const listo = useCallback(() => {
    clear();
    reload();
  }, [clear, reload]);

  const conGestor = rows.filter((s) => seleccion.ids.includes(s.id) && s.encuestador_id && !s.verificado).map((s) => s.id);

  const desasignar = () => {
    if (conGestor.length === 0 || desasignando) return;
    setDesasignando(true);
    solicitudesApi
      .desasignar(conGestor)
      .then(() => snackbar.success(MENSAJES.desasignacionExitosa))
      .catch(() => snackbar.error(MENSAJES.errorAlDesasignar))
      .finally(() => {
        setDesasignando(false);
        listo();
      });
  };

  return {
    lista,
    agencias,
    asignar: (usuario_id, agenciaId) => solicitudesApi.asignar({ ...filasAsignadas(seleccion, query, agenciaId), usuario_id }),
    listo,
    conGestor,
    desasignando,
    desasignar,
    cargando,
    setCargando,
  };
}
