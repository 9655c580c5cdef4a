import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ETIQUETA_VALIDACION, EstadosTrabajo, formatoNumero, TiposTrabajo, type Trabajo } from '@verifica/contracts';
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

/** The job's kind as the user knows it: a Validar run (the job says so from the start) is not an upload. */
export function tituloTrabajo(t: Pick<Trabajo, 'tipo' | 'resultado' | 'validacion'>, validacion = false): string {
  const esValidacion = validacion || t.validacion || t.resultado?.validacion === true;
  return t.tipo === 'importar_solicitudes' && esValidacion ? ETIQUETA_VALIDACION : TiposTrabajo.label(t.tipo);
}

const errores = (n: number) => `${formatoNumero(n)} ${n === 1 ? 'error' : 'errores'}`;

/** What a job that ended left, in words that match its state (never "Procesando…" once it ended). */
function resultadoTexto(t: Pick<Trabajo, 'hechos' | 'total' | 'estado' | 'tipo' | 'resultado'>): string | null {
  const importa = t.tipo === 'importar_solicitudes';
  const r = t.resultado;
  const conError = r?.errores?.length ?? 0;
  if (t.estado === 'cancelado') return importa ? 'Se canceló; no se guardó ninguna fila' : 'Se canceló; no dejó archivo';
  if (t.estado === 'fallido') return conError > 0 ? `${errores(conError)} encontrados` : importa ? 'No se guardó ninguna fila' : 'No se generó el archivo';
  if (t.estado !== 'terminado') return null;
  if (r?.validacion) {
    const validas = `${formatoNumero(r.validas ?? 0)} filas válidas`;
    return conError > 0 ? `${errores(conError)} · ${validas}; no se guardó nada` : `${validas}; no se guardó nada`;
  }
  return t.total === null ? `${formatoNumero(t.hechos)} filas` : null;
}

/** Rows done of the total, or what is known; once ended, what it left. */
export function avanceTexto(t: Pick<Trabajo, 'hechos' | 'total' | 'estado' | 'tipo' | 'resultado'>): string {
  const final = resultadoTexto(t);
  if (final !== null) return final;
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
  /** The screen started it with Validar (the job itself says so only once it ends). */
  validacion?: boolean;
}

/** A job's progress: kind and state, a bar of rows done, the time left, Cancelar while it runs. */
export function ProgresoTrabajo({ trabajo: t, onCancelar, cancelando = false, children, validacion = false }: ProgresoTrabajoProps) {
  const activo = trabajoActivo(t);
  const restante = segundosRestantes(t);
  const titulo = tituloTrabajo(t, validacion);
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
