import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { SERIES_GRAFICA, type GraficaFila } from '@verifica/contracts';
import { Card, VisuallyHidden } from '@verifica/shared';
import { filasConDatos, formatoNumero, totales } from './chartOptions';

const FoliosChart = lazy(() => import('./FoliosChart'));

const Lienzo = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  min-width: 0;
`;

export interface GraficaCardProps {
  titulo: string;
  filas: readonly GraficaFila[];
  height: number;
}

/** One stacked chart in a card, with its numbers as a table for screen readers. */
export function GraficaCard({ titulo, filas, height }: GraficaCardProps) {
  const conDatos = filasConDatos(filas);
  const sumas = totales(conDatos);
  return (
    <Card title={titulo} data-grafica={titulo}>
      <Lienzo $height={height}>
        <Suspense fallback={null}>
          <FoliosChart filas={conDatos} height={height} titulo={titulo} />
        </Suspense>
      </Lienzo>
      <VisuallyHidden>
        <table aria-label={titulo}>
          <thead>
            <tr>
              <th scope="col">Agencia</th>
              {SERIES_GRAFICA.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {conDatos.map((f) => (
              <tr key={f.agencia_id}>
                <th scope="row">{f.nombre}</th>
                {SERIES_GRAFICA.map((s) => (
                  <td key={s.key}>{formatoNumero(f[s.key])}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              {sumas.map((t, i) => (
                <td key={SERIES_GRAFICA[i]?.key}>{formatoNumero(t)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
