import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { endOfMonth, startOfMonth } from 'date-fns';
import { ETIQUETAS_PRODUCTIVIDAD as E, type Productividad as Datos } from '@verifica/contracts';
import { BotonExportar, Button, Card, DatePicker, formatFecha, LoadingBar, PageHeader, screenTitle, TrabajoEnCurso, useTrabajoIniciado } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';
import { TablaProductividad } from './TablaProductividad';

const ProductividadChart = lazy(() => import('./ProductividadChart'));

const Filtros = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Tablas = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
`;

const ALTO = 320;

/** Productividad: per operator and day, for supervisors and admins in their scope. */
export default function Productividad() {
  const [desde, setDesde] = useState(() => formatFecha(startOfMonth(new Date())));
  const [hasta, setHasta] = useState(() => formatFecha(endOfMonth(new Date())));
  const [datos, setDatos] = useState<Datos | null>(null);
  const [error, setError] = useState(false);
  const [loading, setLoading] = useState(false);
  // The export takes the range on screen (a background job, like the Call Center's).
  const exportacion = useTrabajoIniciado(useCallback(() => callcenterApi.exportarProductividad({ fecha_desde: desde, fecha_hasta: hasta }), [desde, hasta]));

  const consultar = useCallback(async (fecha_desde: string, fecha_hasta: string) => {
    setLoading(true);
    setError(false);
    try {
      setDatos(await callcenterApi.productividad({ fecha_desde, fecha_hasta }));
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void consultar(desde, hasta);
    // Only the first load; afterwards Consultar asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    void consultar(desde, hasta);
  };

  return (
    <section data-screen="productividad">
      <PageHeader
        title={screenTitle('productividad')}
        actions={
          <BotonExportar exportacion={exportacion} />
        }
      />
      <TrabajoEnCurso seguimiento={exportacion.seguimiento} onCerrar={exportacion.descartar} />
      <Filtros onSubmit={enviar} aria-label="Filtros">
        <DatePicker label={E.desde} value={desde} onChange={setDesde} />
        <DatePicker label={E.hasta} value={hasta} minDate={desde} onChange={setHasta} />
        <Button type="submit" loading={loading}>
          {E.consultar}
        </Button>
      </Filtros>
      <LoadingBar loading={loading} />
      {error && <p role="alert">{E.error}</p>}
      {datos && datos.por_operador.length === 0 && <p role="status">{E.vacio}</p>}
      {datos && datos.por_operador.length > 0 && (
        <>
          <Card title={E.grafica}>
            <div style={{ minHeight: ALTO, minWidth: 0 }}>
              <Suspense fallback={null}>
                <ProductividadChart filas={datos.por_operador} height={ALTO} />
              </Suspense>
            </div>
          </Card>
          <Tablas>
            <Card title={E.porOperador}>
              <TablaProductividad titulo={E.porOperador} filas={datos.por_operador} conDia={false} />
            </Card>
            <Card title={E.porDia}>
              <TablaProductividad titulo={E.porDia} filas={datos.por_dia} conDia />
            </Card>
          </Tablas>
        </>
      )}
    </section>
  );
}
