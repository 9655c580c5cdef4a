import { useMemo } from 'react';
import type { TelefonoDuplicado } from '@verifica/contracts';
import { Card, DataTable, DatePicker, PageHeader, Select, SolicitudDetailDialog, TextField, type DataTableColumn } from '@verifica/shared';
import { formatoNumero } from '../graficaFolios/chartOptions';
import { FiltrosGrid } from '../common/FiltrosGrid';
import { useAgenciaOptions } from '../common/hooks/useAgenciaOptions';
import { screenTitle } from '../common/screenTitle';
import { FoliosLinks } from './FoliosLinks';
import { TELEFONOS_ROWS_PER_PAGE, useTelefonosDuplicados } from './hooks/useTelefonosDuplicados';

/** Telefonos Duplicados (SPEC §2): agency, dates, minimum and maximum repeats; Telefono, Repetido, Folios. */
export default function TelefonosDuplicados() {
  const t = useTelefonosDuplicados();
  const agencias = useAgenciaOptions({ todos: true });
  const { filtros, setFiltro, lista, abrirFolio } = t;

  const columns = useMemo<DataTableColumn<TelefonoDuplicado>[]>(
    () => [
      { id: 'telefono', header: 'Telefono', sortable: false, width: '160px' },
      { id: 'veces', header: 'Repetido', align: 'right', width: '120px', cell: (r) => formatoNumero(r.veces) },
      { id: 'folios', header: 'Folios', sortable: false, cell: (r) => <FoliosLinks folios={r.folios} onFolio={abrirFolio} /> },
    ],
    [abrirFolio],
  );

  return (
    <section data-screen="reportesTelefonosDuplicados">
      <PageHeader title={screenTitle('reportesTelefonosDuplicados')} />
      <FiltrosGrid activos={t.activos} onSubmit={(e) => e.preventDefault()}>
        {agencias.visible && (
          <Select label="Agencia" options={agencias.options} value={Number(filtros.agencia_id) || 0} onChange={(v) => setFiltro('agencia_id', String(v ?? 0))} />
        )}
        <DatePicker label="Fecha desde" value={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_desde', v)} clearable />
        <DatePicker label="Fecha hasta" value={filtros.fecha_hasta} minDate={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_hasta', v)} clearable />
        <TextField label="Mínimo de repeticiones" type="number" inputMode="numeric" min={1} value={filtros.desde} onChange={(v) => setFiltro('desde', v)} error={t.errores.desde} />
        <TextField label="Máximo de repeticiones" type="number" inputMode="numeric" min={1} value={filtros.hasta} onChange={(v) => setFiltro('hasta', v)} error={t.errores.hasta} />
      </FiltrosGrid>
      <Card padded={false}>
        <DataTable
          aria-label="Telefonos duplicados"
          columns={columns}
          rows={lista.rows}
          rowKey={(r) => r.telefono}
          totalItems={lista.totalItems}
          loading={lista.loading}
          pagination={lista.pagination}
          onChange={lista.setPagination}
          rowsPerPageOptions={TELEFONOS_ROWS_PER_PAGE}
        />
      </Card>
      <SolicitudDetailDialog open={t.folio !== null} solicitudId={t.folio} onClose={t.cerrarFolio} />
    </section>
  );
}
