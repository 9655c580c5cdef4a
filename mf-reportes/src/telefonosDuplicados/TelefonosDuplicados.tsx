import { useMemo } from 'react';
import type { TelefonoDuplicado } from '@verifica/contracts';
import { Card, DataTable, DatePicker, PageHeader, screenTitle, Select, SolicitudDetailDialog, TextField, VistasMenu, type DataTableColumn, ListaProvider } from '@verifica/shared';
import { formatoNumero } from '../graficaFolios/chartOptions';
import { FiltrosGrid } from '../common/FiltrosGrid';
import { useAgenciaOptions } from '../common/hooks/useAgenciaOptions';
import { FoliosLinks } from './FoliosLinks';
import { TELEFONOS_ROWS_PER_PAGE, useTelefonosDuplicados } from './hooks/useTelefonosDuplicados';

/** Telefonos Duplicados (SPEC §2): agency, dates, minimum and maximum repeats; Telefono, Repetido, Folios. */
export default function TelefonosDuplicados() {
  const t = useTelefonosDuplicados();
  const agencias = useAgenciaOptions({ todos: true });
  const { lista, abrirFolio } = t;
  const { entradas: inputs, cambiarFiltro: setFilter } = lista;

  const columns = useMemo<DataTableColumn<TelefonoDuplicado>[]>(
    () => [
      { id: 'telefono', encabezado: 'Telefono', ordenable: false, ancho: '160px' },
      { id: 'veces', encabezado: 'Repetido', alinear: 'right', ancho: '120px', celda: (r) => formatoNumero(r.veces) },
      { id: 'folios', encabezado: 'Folios', ordenable: false, celda: (r) => <FoliosLinks folios={r.folios} onFolio={abrirFolio} /> },
    ],
    [abrirFolio],
  );

  return (
    <ListaProvider value={lista}>
      <section data-screen="reportesTelefonosDuplicados">
        <PageHeader title={screenTitle('reportesTelefonosDuplicados')} actions={<VistasMenu />} />
        <FiltrosGrid>
          {agencias.visible && (
            <Select label="Agencia" options={agencias.options} value={inputs.agencia_id ?? 0} onChange={(v) => setFilter('agencia_id', v ?? 0)} />
          )}
          <DatePicker label="Fecha desde" value={inputs.fecha_desde} onChange={(v) => setFilter('fecha_desde', v)} clearable />
          <DatePicker label="Fecha hasta" value={inputs.fecha_hasta} minDate={inputs.fecha_desde} onChange={(v) => setFilter('fecha_hasta', v)} clearable />
          <TextField label="Mínimo de repeticiones" type="number" inputMode="numeric" min={1} value={inputs.desde} onChange={(v) => setFilter('desde', v)} error={t.errores.desde} />
          <TextField label="Máximo de repeticiones" type="number" inputMode="numeric" min={1} value={inputs.hasta} onChange={(v) => setFilter('hasta', v)} error={t.errores.hasta} />
        </FiltrosGrid>
        <Card padded={false}>
          <DataTable
            aria-label="Telefonos duplicados"
            columnas={columns}
            claveFila={(r) => r.telefono}
            opcionesPorPagina={TELEFONOS_ROWS_PER_PAGE}
          />
        </Card>
        <SolicitudDetailDialog open={t.folio !== null} solicitudId={t.folio} onClose={t.cerrarFolio} />
      </section>
    </ListaProvider>
  );
}
