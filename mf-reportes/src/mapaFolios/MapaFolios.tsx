import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { MENSAJES_REPORTES } from '@verifica/contracts';
import { Button, Card, DatePicker, LoadingBar, MultiSelect, PageHeader, Select, SolicitudDetailDialog, screenTitle, stringOptions } from '@verifica/shared';
import { FiltrosGrid } from '../common/FiltrosGrid';
import { useAgenciaOptions } from '../common/hooks/useAgenciaOptions';
import { AgenciasLeyenda } from './AgenciasLeyenda';
import { ALTO_MAPA } from './mapa';
import { useMapaFolios } from './hooks/useMapaFolios';

const FoliosMap = lazy(() => import('./FoliosMap'));

const Cuerpo = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}) {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

const Aviso = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Reserva = styled.div`
  height: ${ALTO_MAPA}px;
`;

/** Mapa Folios (SPEC §2): filters, Buscar, agencies with pin colour and count, the map, the folio detail. */
export default function MapaFolios() {
  const m = useMapaFolios();
  const agencias = useAgenciaOptions({ todos: true });
  const { filtros, setFiltro } = m;
  const sinPuntos = m.datos !== null && m.datos.celdas.agencias.every((a) => a.cantidad === 0);

  return (
    <section data-screen="reportesMapaFolios">
      <PageHeader title={screenTitle('reportesMapaFolios')} />
      <FiltrosGrid activos={m.activos} onBuscar={m.buscar}>
        <DatePicker label="Fecha desde" value={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_desde', v)} />
        <DatePicker label="Fecha hasta" value={filtros.fecha_hasta} minDate={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_hasta', v)} />
        {agencias.visible && <Select label="Agencia" options={agencias.options} value={filtros.agencia_id} onChange={(v) => setFiltro('agencia_id', v ?? 0)} />}
        <MultiSelect label="Estado" options={stringOptions(m.edos)} value={filtros.edo} onChange={(v) => setFiltro('edo', v)} />
        <Button type="submit" loading={m.loading}>
          Buscar
        </Button>
      </FiltrosGrid>
      <LoadingBar loading={m.loading} />
      <Cuerpo>
        <Card title="Agencias">
          <AgenciasLeyenda agencias={m.datos?.celdas.agencias ?? []} />
          {sinPuntos && <Aviso role="status">{MENSAJES_REPORTES.sinPuntosMapa}</Aviso>}
        </Card>
        <Card padded={false}>
          <Suspense fallback={<Reserva />}>
            <FoliosMap datos={m.datos} config={m.config} onFolio={m.abrirFolio} onVista={m.setVista} />
          </Suspense>
        </Card>
      </Cuerpo>
      <SolicitudDetailDialog open={m.folio !== null} solicitudId={m.folio} onClose={m.cerrarFolio} />
    </section>
  );
}
