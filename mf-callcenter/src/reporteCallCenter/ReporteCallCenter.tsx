import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@verifica/shared/router';
import { AYUDA_FOLIOS_LLAMADAS, ETIQUETAS_INTENTOS, OPCIONES_FILTRO_INTENTOS, type SolicitudOperadorFila } from '@verifica/contracts';
import { BotonExportar, AccionesFila, Button, columnaOpciones, DataTable, type DataTableColumn, FiltrosPanel, FreeMultiSelect, IconButton, Leyenda, MultiSelect, PageHeader, pathTo, Pila, RangoFechas, screenTitle, ReasignarDialog, Select, SolicitudDetailDialog, TextField, toOptions, TrabajoEnCurso, useTrabajoIniciado, VistasMenu, ListaProvider } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';
import { columnasReporte, TABLA_LLAMADAS } from '../common/columnas';
import { LEYENDA_LLAMADAS } from '../common/colores';
import { useReporteCallCenter } from './hooks/useReporteCallCenter';
import type { FolioLlamada } from './hooks/useSeguimientoLlamadas';
import { ResumenFiltro } from './ResumenFiltro';
import { SeguimientoLlamadasDialog } from './SeguimientoLlamadasDialog';
import { MisRellamadas } from './MisRellamadas';
import { SiguienteLlamada } from './SiguienteLlamada';
import { VencidasPorOperador } from './VencidasPorOperador';

const TITULO = screenTitle('reportesCallCenter');

/**
 * Reporte del Call Center (SPEC §2): filters in the URL, the coloured table and its legend, row
 * actions (detail, Llamadas, reassign), Asignar for admins, Exportar a Excel (a background job).
 */
export default function ReporteCallCenter() {
  const r = useReporteCallCenter();
  const navigate = useNavigate();
  const { abrir, admin, agencias, lista } = r;
  const { entradas: inputs, cambiarFiltro: setFilter } = lista;
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  const operadorOptions = useMemo(() => toOptions(r.operadores, 'id', 'nombre_completo'), [r.operadores]);
  const { consulta: query } = lista;
  // Bumped after each save of the call form: Mis rellamadas is read again (a save ends the folio's callback).
  const [guardados, setGuardados] = useState(0);
  const alGuardar = useCallback(() => {
    lista.recargar();
    setGuardados((n) => n + 1);
  }, [lista]);
  // The top bar's "Rellamada pendiente … Abrir" (shell) arrives with the folio to call: its call form opens once.
  const location = useLocation();
  const llamar = (location.state as { llamar?: FolioLlamada } | null)?.llamar;
  useEffect(() => {
    if (!llamar || !r.operador) return;
    abrir({ tipo: 'llamadas', fila: llamar });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [llamar, r.operador, abrir, navigate, location.pathname, location.search]);
  const exportacion = useTrabajoIniciado(useCallback(() => callcenterApi.exportar(query), [query]));

  const columns = useMemo<DataTableColumn<SolicitudOperadorFila>[]>(
    () => [
      ...columnasReporte(agencias !== null),
      columnaOpciones((s) => {
        const f = s.folio_solicitud;
        return (
          <AccionesFila>
            {admin && <IconButton icon="eye" aria-label={`Detalle ${f}`} onClick={() => abrir({ tipo: 'detalle', id: s.id })} />}
            {s.operador_id !== null && <IconButton icon="phone" color="primary" aria-label={`Llamadas ${f}`} onClick={() => abrir({ tipo: 'llamadas', fila: s })} />}
            {admin && s.operador_id !== null && !s.verify && (
              <IconButton icon="swap" aria-label={`Reasignar ${f}`} onClick={() => abrir({ tipo: 'reasignar', fila: s })} />
            )}
          </AccionesFila>
        );
      }),
    ],
    [admin, agencias, abrir],
  );

  const d = r.dialogo;
  const reasignando = d?.tipo === 'reasignar' ? d.fila : null;
  return (
    <ListaProvider value={lista}>
      <section data-screen="reportesCallCenter">
        <Pila>
          <PageHeader
            title={TITULO}
            actions={
              <>
                {r.operador && <SiguienteLlamada onAbrir={(fila) => abrir({ tipo: 'llamadas', fila })} />}
                <VistasMenu />
                {admin && <Button onClick={() => void navigate(pathTo('reportesAsignarOperadores'))}>Asignar</Button>}
                <BotonExportar exportacion={exportacion} />
              </>
            }
          />
          <TrabajoEnCurso seguimiento={exportacion.seguimiento} onCerrar={exportacion.descartar} />
          <FiltrosPanel>
            <FreeMultiSelect label="Folio Solicitud" helperText={AYUDA_FOLIOS_LLAMADAS} value={inputs.folio_solicitud} onChange={(v) => setFilter('folio_solicitud', v)} />
            {agencias !== null && <MultiSelect label="Agencias" options={agenciaOptions} value={inputs.agencia_id} onChange={(v) => setFilter('agencia_id', v)} />}
            {admin && <Select label="Operador" options={operadorOptions} value={inputs.usuario_id} clearable onChange={(v) => setFilter('usuario_id', v)} />}
            <Select label="Estatus" options={r.estatus} value={inputs.asignadas} clearable onChange={(v) => setFilter('asignadas', v)} />
            <Select label="Vigencia" options={r.vigencias} value={inputs.vigencia} clearable onChange={(v) => setFilter('vigencia', v)} />
            <Select label={ETIQUETAS_INTENTOS.filtro} options={OPCIONES_FILTRO_INTENTOS} value={inputs.intentos} clearable onChange={(v) => setFilter('intentos', v)} />
            <TextField label="Nombre del Cliente" type="search" value={inputs.nombre_cliente} onChange={(v) => setFilter('nombre_cliente', v)} />
            <RangoFechas
              desde={inputs.fecha_desde}
              hasta={inputs.fecha_hasta}
              onChange={(fecha_desde, fecha_hasta) => lista.cambiarFiltros({ fecha_desde, fecha_hasta })}
            />
          </FiltrosPanel>
          <Leyenda items={LEYENDA_LLAMADAS} />
          <ResumenFiltro query={lista.consulta} version={lista.filas} />
          <DataTable aria-label={TITULO} columnas={columns} {...TABLA_LLAMADAS} />
          {/* Below the table: their answer arrives after the rows and must not push them down. */}
          {r.operador ? <MisRellamadas version={guardados} onAbrir={(fila) => abrir({ tipo: 'llamadas', fila })} /> : <VencidasPorOperador version={guardados} />}
        </Pila>
        <SolicitudDetailDialog open={d?.tipo === 'detalle'} onClose={r.cerrar} solicitudId={d?.tipo === 'detalle' ? d.id : null} />
        {d?.tipo === 'llamadas' && <SeguimientoLlamadasDialog
            fila={d.fila}
            onClose={() => {
              r.cerrar();
              setGuardados((n) => n + 1);
            }}
            onSaved={alGuardar}
          />}
        <ReasignarDialog
          folio={reasignando?.folio_solicitud ?? null}
          actual={reasignando?.operador ?? null}
          personaLabel="Operador"
          cargarPersonas={() => callcenterApi.operadores(reasignando?.agencia_id ?? null)}
          guardar={(usuarioId) => callcenterApi.reasignar(reasignando?.id ?? 0, usuarioId)}
          desasignar={() => callcenterApi.reasignar(reasignando?.id ?? 0, 0)}
          onClose={r.cerrar}
          onDone={lista.recargar}
        />
      </section>
    </ListaProvider>
  );
}
