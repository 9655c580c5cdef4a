import { useCallback, useMemo, useState } from 'react';
import { AsignadasAsignacion, MENSAJES, type AgenciaListItem } from '@verifica/contracts';
import { type DataTablePagination, type RowId, useAgenciasAmplias, useSnackbar } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';
import { aConsulta, filtrosAsignacion } from '../../common/filtros';
import { useListaSolicitudes, type ListaSolicitudes } from '../../common/hooks/useListaSolicitudes';
import { useVistaEnUrl, type VistaEnUrl } from '../../common/hooks/useVistaEnUrl';

/** SPEC §9: 25 per page, id descending. */
export const ASIGNACION_PAGINACION: DataTablePagination = { page: 1, rowsPerPage: 25, sortBy: 'id', descending: true };

export interface AsignarGestores {
  vista: VistaEnUrl;
  lista: ListaSolicitudes;
  agencias: AgenciaListItem[] | null;
  seleccion: RowId[];
  setSeleccion: (ids: RowId[]) => void;
  /** "Seleccionar los N resultados": the assignment takes every row of the filter. */
  todos: boolean;
  setTodos: (todos: boolean) => void;
  /** How many rows the assignment takes. */
  cuantos: number;
  asignar: (usuarioId: number, agenciaId: number | null) => Promise<unknown>;
  /** After an assignment or unassignment: clear the selection and reload. */
  listo: () => void;
  /** Selected rows that have a gestor (what bulk Desasignar sends). */
  conGestor: number[];
  desasignando: boolean;
  desasignar: () => void;
  cargando: boolean;
  setCargando: (open: boolean) => void;
  subir: (file: File, onProgress: (p: number) => void, agenciaId: number | null) => Promise<unknown>;
}

/**
 * Asignar Folios a Gestores: the filter (No Asignadas, current month) in the URL, the selection
 * (rows, or every row of the filter), the assignment, bulk Desasignar and the upload.
 */
export function useAsignarGestores(): AsignarGestores {
  const snackbar = useSnackbar();
  const [defaults] = useState(() => filtrosAsignacion());
  const vista = useVistaEnUrl(defaults, ASIGNACION_PAGINACION, AsignadasAsignacion.values);
  const agencias = useAgenciasAmplias();
  const consulta = useMemo(() => aConsulta(vista.aplicados), [vista.aplicados]);
  const lista = useListaSolicitudes(consulta, vista.pagination, vista.setPagination);
  const [seleccion, setSeleccionState] = useState<RowId[]>([]);
  const [todos, setTodos] = useState(false);
  const [desasignando, setDesasignando] = useState(false);
  const [cargando, setCargando] = useState(false);

  // A new filter or page starts a new selection.
  const [clave, setClave] = useState(JSON.stringify([consulta, vista.pagination]));
  const nuevaClave = JSON.stringify([consulta, vista.pagination]);
  if (clave !== nuevaClave) {
    setClave(nuevaClave);
    setSeleccionState([]);
    setTodos(false);
  }

  const { reload, rows } = lista;
  const listo = useCallback(() => {
    setSeleccionState([]);
    setTodos(false);
    reload();
  }, [reload]);

  const conGestor = rows.filter((s) => seleccion.includes(s.id) && s.encuestador_id && !s.verificado).map((s) => s.id);

  const asignar = (usuario_id: number, agenciaId: number | null) =>
    todos
      ? solicitudesApi.asignar({ ...consulta, ...(agenciaId ? { agencia_id: agenciaId } : {}), todos: true, usuario_id })
      : solicitudesApi.asignar({ seleccionados: seleccion.map(Number), usuario_id });

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
    vista,
    lista,
    agencias,
    seleccion,
    setSeleccion: (ids) => {
      setSeleccionState(ids);
      setTodos(false);
    },
    todos,
    setTodos,
    cuantos: todos ? lista.totalItems : seleccion.length,
    asignar,
    listo,
    conGestor,
    desasignando,
    desasignar,
    cargando,
    setCargando,
    subir: solicitudesApi.cargarArchivo,
  };
}
