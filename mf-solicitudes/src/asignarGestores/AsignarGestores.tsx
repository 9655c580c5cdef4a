import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AsignadasAsignacion } from '@verifica/contracts';
import { AsignacionBlock, Button, CargarArchivoDialog, DataTable, Leyenda, PageHeader, pathTo } from '@verifica/shared';
import { solicitudesApi } from '../api/solicitudes';
import { clienteDe, columnasSolicitud, ROWS_PER_PAGE, ROWS_PER_PAGE_LABEL } from '../common/columnas';
import { tonoSolicitud } from '../common/colores';
import { FiltrosSolicitudesPanel } from '../common/FiltrosSolicitudesPanel';
import { LEYENDA_SOLICITUDES } from '../common/colores';
import { tituloDe } from '../common/titulo';
import { useAsignarGestores } from './hooks/useAsignarGestores';

const ESTATUS = AsignadasAsignacion.options.map((o) => ({ value: o.value as number, label: o.label }));
const TITULO = tituloDe('reportesAsignar');

const Pila = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Aviso = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/**
 * Asignar Folios a Gestores (SPEC §2): Atras, Cargar Archivo, collapsible filters, the selectable
 * table (select-all, "Seleccionar los N resultados"), the assignment block, bulk Desasignar.
 */
export default function AsignarGestores() {
  const a = useAsignarGestores();
  const navigate = useNavigate();
  const columns = useMemo(() => columnasSolicitud(a.agencias !== null), [a.agencias]);
  const { rows, totalItems } = a.lista;
  const paginaCompleta = rows.length > 0 && rows.every((s) => a.seleccion.includes(s.id));

  return (
    <section data-screen="reportesAsignar">
      <Pila>
        <PageHeader
          title={TITULO}
          actions={
            <>
              <Button variant="text" onClick={() => void navigate(pathTo('reportesSolicitudes'))}>
                Atras
              </Button>
              <Button variant="secondary" onClick={() => a.setCargando(true)}>
                Cargar Archivo
              </Button>
            </>
          }
        />
        <FiltrosSolicitudesPanel vista={a.vista} agencias={a.agencias} estatus={ESTATUS} estatusClearable={false} completo={false} />
        <AsignacionBlock
          agencias={a.agencias}
          personaLabel="Gestor"
          seleccionados={a.cuantos}
          cargarPersonas={solicitudesApi.gestores}
          asignar={a.asignar}
          onAsignado={a.listo}
        />
        {paginaCompleta && totalItems > rows.length && (
          <Aviso role="status">
            {a.todos ? (
              <>
                <span>Los {totalItems} resultados están seleccionados.</span>
                <Button variant="text" onClick={() => a.setSeleccion([])}>
                  Limpiar selección
                </Button>
              </>
            ) : (
              <>
                <span>{rows.length} folios de esta página seleccionados.</span>
                <Button variant="text" onClick={() => a.setTodos(true)}>
                  Seleccionar los {totalItems} resultados
                </Button>
              </>
            )}
          </Aviso>
        )}
        <div>
          <Button variant="danger" onClick={a.desasignar} disabled={a.conGestor.length === 0 || a.todos} loading={a.desasignando}>
            Desasignar
          </Button>
        </div>
        <Leyenda items={LEYENDA_SOLICITUDES} />
        <DataTable
          aria-label={TITULO}
          columns={columns}
          rows={rows}
          totalItems={totalItems}
          loading={a.lista.loading}
          pagination={a.vista.pagination}
          onChange={a.vista.setPagination}
          rowsPerPageOptions={ROWS_PER_PAGE}
          rowsPerPageLabel={ROWS_PER_PAGE_LABEL}
          rowColor={tonoSolicitud}
          selectable
          selected={a.seleccion}
          onSelectedChange={a.setSeleccion}
          rowLabel={(s) => `${s.folio_solicitud} ${clienteDe(s)}`}
        />
      </Pila>
      <CargarArchivoDialog
        open={a.cargando}
        onClose={() => a.setCargando(false)}
        subir={a.subir}
        onUploaded={a.lista.reload}
        agencias={a.agencias}
        descargarPlantilla={() => void solicitudesApi.descargarPlantilla().catch(() => undefined)}
      />
    </section>
  );
}
