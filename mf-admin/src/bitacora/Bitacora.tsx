import { useCallback, useMemo } from 'react';
import { ACCIONES_BITACORA, ENTIDADES_BITACORA, etiquetaAccion, etiquetaEntidad, type EntradaBitacora } from '@verifica/contracts';
import {
  BotonExportar,
  Card,
  DataTable,
  DatePicker,
  FiltrosPanel,
  PageHeader,
  screenTitle,
  Select,
  TextField,
  TrabajoEnCurso,
  useAgenciasAmplias,
  useTrabajoIniciado,
  VistasMenu,
  type DataTableColumn,
  type SelectOption,
  ListaProvider,
} from '@verifica/shared';
import { exportarBitacora } from '../api';
import { Cambios } from './Cambios';
import { BITACORA_ROWS_PER_PAGE, useBitacora } from './hooks/useBitacora';

const opciones = (etiquetas: Record<string, string>): SelectOption<string>[] => Object.entries(etiquetas).map(([value, label]) => ({ value, label }));
const ACCIONES = opciones(ACCIONES_BITACORA);
const ENTIDADES = opciones(ENTIDADES_BITACORA);

/**
 * Bitácora (is_admin; an agency's administrator sees their agency, a global user everything): every
 * audited change with who, when, the record, the action and the fields before and after; filters
 * Usuario, fechas, Acción, Tipo de registro, Folio (and Agencia for global users); saved views; Exportar
 * a Excel (the background job exportar_bitacora over the filter and order on screen).
 */
export default function Bitacora() {
  const { lista, usuarios } = useBitacora();
  const agencias = useAgenciasAmplias();
  const { consulta: query } = lista;
  const { sortBy, descending } = lista.paginacion;
  // The export is in the list's order too.
  const exportacion = useTrabajoIniciado(useCallback(() => exportarBitacora({ ...query, sortBy: sortBy ?? undefined, descending }), [query, sortBy, descending]));
  const { entradas: inputs, cambiarFiltro: setFilter } = lista;
  const title = screenTitle('bitacora');
  const usuarioOpciones = useMemo(() => usuarios.map((u) => ({ value: u.id, label: u.nombre_completo })), [usuarios]);

  const columns = useMemo<DataTableColumn<EntradaBitacora>[]>(
    () => [
      { id: 'fecha', encabezado: 'Fecha', ancho: '170px' },
      { id: 'usuario', encabezado: 'Usuario', celda: (e) => e.usuario ?? 'Sistema' },
      { id: 'accion', encabezado: 'Acción', celda: (e) => etiquetaAccion(e.accion) },
      { id: 'entidad', encabezado: 'Registro', celda: (e) => (e.entidad_id ? `${etiquetaEntidad(e.entidad)} ${e.entidad_id}` : etiquetaEntidad(e.entidad)) },
      { id: 'folio', encabezado: 'Folio', ordenable: false, celda: (e) => e.folio ?? '' },
      ...(agencias ? [{ id: 'agencia', encabezado: 'Agencia', ordenable: false, celda: (e: EntradaBitacora) => e.agencia ?? '' }] : []),
      { id: 'cambios', encabezado: 'Antes y después', ordenable: false, celda: (e) => <Cambios entrada={e} /> },
    ],
    [agencias],
  );

  return (
    <ListaProvider value={lista}>
      <section data-screen="bitacora">
        <PageHeader
          title={title}
          actions={
            <>
              <VistasMenu />
              <BotonExportar exportacion={exportacion} />
            </>
          }
        />
        <TrabajoEnCurso seguimiento={exportacion.seguimiento} onCerrar={exportacion.descartar} />
        <FiltrosPanel>
          <Select label="Usuario" options={usuarioOpciones} value={inputs.usuario_id} onChange={(v) => setFilter('usuario_id', v)} clearable />
          <DatePicker label="Fecha desde" value={inputs.fecha_desde} onChange={(v) => setFilter('fecha_desde', v)} clearable />
          <DatePicker label="Fecha hasta" value={inputs.fecha_hasta} minDate={inputs.fecha_desde} onChange={(v) => setFilter('fecha_hasta', v)} clearable />
          <Select label="Acción" options={ACCIONES} value={inputs.accion || null} onChange={(v) => setFilter('accion', v ?? '')} clearable />
          <Select label="Tipo de registro" options={ENTIDADES} value={inputs.entidad || null} onChange={(v) => setFilter('entidad', v ?? '')} clearable />
          <TextField label="Folio" value={inputs.folio} onChange={(v) => setFilter('folio', v)} />
          {agencias && (
            <Select label="Agencia" options={agencias.map((a) => ({ value: a.id, label: a.nombre }))} value={inputs.agencia_id} onChange={(v) => setFilter('agencia_id', v)} clearable />
          )}
        </FiltrosPanel>
        <Card padded={false}>
          <DataTable aria-label={title} columnas={columns} opcionesPorPagina={BITACORA_ROWS_PER_PAGE} />
        </Card>
      </section>
    </ListaProvider>
  );
}
