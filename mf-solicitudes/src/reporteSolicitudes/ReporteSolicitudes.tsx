import { useMemo } from 'react';
import { AsignadasReporte, type SolicitudFila } from '@verifica/contracts';
import { BotonExportar, AccionesFila, Button, columnaOpciones, DataTable, type DataTableColumn, DesasignarDialog, IconButton, Leyenda, PageHeader, pathTo, Pila, screenTitle, ReasignarDialog, SolicitudDetailDialog, TrabajoEnCurso, VistasMenu, ListaProvider } from '@verifica/shared';
import { useNavigate } from '@verifica/shared/router';
import { solicitudesApi } from '../api/solicitudes';
import { municipioDe } from '../mapa/Mapa';
import { columnasSolicitud, TABLA_SOLICITUDES } from '../common/columnas';
import { FiltrosSolicitudesPanel } from '../common/FiltrosSolicitudesPanel';
import { LEYENDA_SOLICITUDES } from '../common/colores';
import { DatosInternosDialog } from './DatosInternosDialog';
import { DuplicarDialog } from './DuplicarDialog';
import { EditarVerificacionDialog } from './EditarVerificacionDialog';
import { useReporteSolicitudes } from './hooks/useReporteSolicitudes';

const ESTATUS = AsignadasReporte.options.map((o) => ({ value: o.value as number, label: o.label }));
const TITULO = screenTitle('reportesSolicitudes');

/**
 * Reporte de Solicitudes (SPEC §2): filters (kept in the URL), the coloured table with its
 * legend, row actions and their dialogs, Exportar a Excel, Asignar Folios.
 */
export default function ReporteSolicitudes() {
  const r = useReporteSolicitudes();
  const navigate = useNavigate();
  const { abrir, agencias } = r;
  const conAgencia = agencias !== null;

  const columns = useMemo<DataTableColumn<SolicitudFila>[]>(
    () => [
      ...columnasSolicitud(conAgencia),
      columnaOpciones((s) => {
        const f = s.folio_solicitud;
        const asignada = !!s.encuestador_id && !s.verificado;
        return (
          <AccionesFila>
            <IconButton icon="eye" aria-label={`Detalle ${f}`} onClick={() => abrir({ tipo: 'detalle', id: s.id })} />
            <IconButton icon="place" aria-label={`Datos internos ${f}`} onClick={() => abrir({ tipo: 'datos', fila: s })} />
            {s.verificado && (
              <IconButton icon="edit" color="primary" aria-label={`Editar verificación ${f}`} onClick={() => abrir({ tipo: 'verificacion', fila: s })} />
            )}
            {asignada && <IconButton icon="swap" aria-label={`Reasignar ${f}`} onClick={() => abrir({ tipo: 'reasignar', fila: s })} />}
            {asignada && (
              <IconButton icon="close" color="danger" aria-label={`Desasignar ${f}`} onClick={() => abrir({ tipo: 'desasignar', fila: s })} />
            )}
            {conAgencia && <IconButton icon="copy" aria-label={`Duplicar ${f}`} onClick={() => abrir({ tipo: 'duplicar', fila: s })} />}
          </AccionesFila>
        );
      }),
    ],
    [conAgencia, abrir],
  );

  const d = r.dialogo;
  return (
    <ListaProvider value={r.lista}>
      <section data-screen="reportesSolicitudes">
        <Pila>
          <PageHeader
            title={TITULO}
            actions={
              <>
                <VistasMenu />
                <Button variant="secondary" onClick={() => void navigate(pathTo('reportesAsignar'))}>
                  Asignar Folios
                </Button>
                <BotonExportar exportacion={r.exportacion} />
              </>
            }
          />
          <TrabajoEnCurso seguimiento={r.exportacion.seguimiento} onCerrar={r.exportacion.descartar} />
          <FiltrosSolicitudesPanel lista={r.lista} agencias={agencias} estatus={ESTATUS} estatusClearable completo />
          <Leyenda items={LEYENDA_SOLICITUDES} />
          <DataTable aria-label={TITULO} columnas={columns} {...TABLA_SOLICITUDES} />
        </Pila>
        <SolicitudDetailDialog open={d?.tipo === 'detalle'} onClose={r.cerrar} solicitudId={d?.tipo === 'detalle' ? d.id : null} />
        {d?.tipo === 'datos' && <DatosInternosDialog fila={d.fila} onClose={r.cerrar} onSaved={r.lista.recargar} />}
        {d?.tipo === 'verificacion' && <EditarVerificacionDialog solicitudId={d.fila.id} municipio={municipioDe(d.fila)} onClose={r.cerrar} onSaved={r.lista.recargar} />}
        {d?.tipo === 'duplicar' && (
          <DuplicarDialog fila={d.fila} agencias={agencias} onClose={r.cerrar} onDuplicated={(id) => {
            r.lista.recargar();
            abrir({ tipo: 'detalle', id });
          }} />
        )}
        <ReasignarDialog
          folio={d?.tipo === 'reasignar' ? d.fila.folio_solicitud : null}
          actual={d?.tipo === 'reasignar' ? d.fila.encuestador : null}
          personaLabel="Gestor"
          cargarPersonas={() => solicitudesApi.gestores(d?.tipo === 'reasignar' ? d.fila.agencia_id : null)}
          guardar={(usuarioId) => solicitudesApi.reasignar(d?.tipo === 'reasignar' ? d.fila.id : 0, usuarioId)}
          desasignar={() => solicitudesApi.reasignar(d?.tipo === 'reasignar' ? d.fila.id : 0, 0)}
          onClose={r.cerrar}
          onDone={r.lista.recargar}
        />
        <DesasignarDialog
          folio={d?.tipo === 'desasignar' ? d.fila.folio_solicitud : null}
          desasignar={() => solicitudesApi.reasignar(d?.tipo === 'desasignar' ? d.fila.id : 0, 0)}
          onClose={r.cerrar}
          onDone={r.lista.recargar}
        />
      </section>
    </ListaProvider>
  );
}
