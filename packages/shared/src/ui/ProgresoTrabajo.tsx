import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EstadosTrabajo, formatoNumero, TiposTrabajo, type Trabajo } from '@verifica/contracts';
import { segundosRestantes, trabajoActivo } from '../controllers/useTrabajo/useTrabajo';
import { Button } from '@verifica/shared/base';

const Caja = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; overflow-wrap: anywhere; }
`;
const Barra = styled.progress`
  width: 100%;
  height: 8px;
`;
const Fila = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
`;

/** "unos 5 s", "unos 3 min", "más de 1 h". */
export function tiempoRestante(segundos: number): string {
  if (segundos < 60) return `Quedan unos ${Math.max(1, segundos)} s`;
  if (segundos < 3600) return `Quedan unos ${Math.round(segundos / 60)} min`;
  return `Quedan unas ${Math.round(segundos / 3600)} h`;
}

/** Rows done of the total, or what is known. */
export function avanceTexto(t: Pick<Trabajo, 'hechos' | 'total' | 'estado'>): string {
  if (t.total !== null) return `${formatoNumero(t.hechos)} de ${formatoNumero(t.total)} filas`;
  if (t.estado === 'pendiente') return 'En espera de turno';
  return t.hechos > 0 ? `${formatoNumero(t.hechos)} filas` : 'Procesando…';
}

export interface ProgresoTrabajoProps {
  trabajo: Trabajo;
  onCancelar?: () => void;
  cancelando?: boolean;
  /** Extra actions when finished (Descargar). */
  children?: ReactNode;
}

/** A job's progress: kind and state, a bar of rows done, the time left, Cancelar while it runs. */
export function ProgresoTrabajo({ trabajo: t, onCancelar, cancelando = false, children }: ProgresoTrabajoProps) {
  const activo = trabajoActivo(t);
  const restante = segundosRestantes(t);
  const titulo = TiposTrabajo.label(t.tipo);
  return (
    <Caja role="group" aria-label={titulo}>
      <Fila>
        <p>
          <strong>{titulo}</strong>: {EstadosTrabajo.label(t.estado)}
        </p>
        {activo && onCancelar && (
          <Button variant="secondary" size="sm" onClick={onCancelar} loading={cancelando}>
            Cancelar
          </Button>
        )}
        {!activo && children}
      </Fila>
      {activo && <Barra aria-label={`Progreso: ${titulo}`} max={t.total || undefined} value={t.total ? t.hechos : undefined} />}
      <p role="status">
        {avanceTexto(t)}
        {activo && (restante !== null ? ` · ${tiempoRestante(restante)}` : t.estado === 'en_curso' && t.total ? ' · Calculando tiempo restante…' : '')}
      </p>
      {t.error && <p role="alert">{t.error}</p>}
    </Caja>
  );
}
