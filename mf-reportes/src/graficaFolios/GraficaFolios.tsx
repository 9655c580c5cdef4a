import { Link } from '@verifica/shared/router';
import styled from 'styled-components';
import { AsignadasReporte, MENSAJES_REPORTES } from '@verifica/contracts';
import { Button, Card, DatePicker, LoadingBar, PageHeader, Select, pathTo, screenTitle } from '@verifica/shared';
import { FiltrosGrid } from '../common/FiltrosGrid';
import { useAgenciaOptions } from '../common/hooks/useAgenciaOptions';
import { GraficaCard } from './GraficaCard';
import { filasConDatos } from './chartOptions';
import { useGraficaFolios } from './hooks/useGraficaFolios';

const Graficas = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Vacio = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ENLACE = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

export const TITULO_GESTORES = 'Folios: asignación a gestores y verificación en campo';
export const TITULO_OPERADORES = 'Folios informativos: asignación a operadores y verificación telefónica';

/** Grafica Folios (SPEC §2): filters, Buscar, two stacked column charts (350 and 300 px), link to assign. */
export default function GraficaFolios() {
  const g = useGraficaFolios();
  const agencias = useAgenciaOptions();
  const { filtros, setFiltro } = g;
  const vacio = g.datos !== null && filasConDatos(g.datos.gestores).length === 0 && filasConDatos(g.datos.operadores).length === 0;

  return (
    <section data-screen="reportesGraficaFolios">
      <PageHeader title={screenTitle('reportesGraficaFolios')} actions={<ENLACE to={pathTo('reportesAsignar')}>Asignar folios a gestores</ENLACE>} />
      <FiltrosGrid activos={g.activos} onBuscar={g.buscar}>
        <DatePicker label="Fecha desde" value={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_desde', v)} />
        <DatePicker label="Fecha hasta" value={filtros.fecha_hasta} minDate={filtros.fecha_desde} onChange={(v) => setFiltro('fecha_hasta', v)} />
        {agencias.visible && (
          <Select label="Agencia" options={agencias.options} value={filtros.agencia_id} clearable placeholder="Todas" onChange={(v) => setFiltro('agencia_id', v)} />
        )}
        <Select label="Estatus" options={AsignadasReporte.options} value={filtros.status} clearable placeholder="Todos" onChange={(v) => setFiltro('status', v)} />
        <Button type="submit" loading={g.loading}>
          Buscar
        </Button>
      </FiltrosGrid>
      <LoadingBar loading={g.loading} />
      {vacio ? (
        <Card>
          <Vacio role="status">{MENSAJES_REPORTES.sinDatosGrafica}</Vacio>
        </Card>
      ) : (
        g.datos && (
          <Graficas>
            <GraficaCard titulo={TITULO_GESTORES} filas={g.datos.gestores} height={350} />
            <GraficaCard titulo={TITULO_OPERADORES} filas={g.datos.operadores} height={300} />
          </Graficas>
        )
      )}
    </section>
  );
}
