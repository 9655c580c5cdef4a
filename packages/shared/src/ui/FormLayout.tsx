import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { Conflicto } from '../controllers/conflicto';
import { AvisoConflicto } from './AvisoConflicto';
import { Button, spreadRow } from '@verifica/shared/base';
import { Card } from './Card';
import { LoadingBar } from './LoadingBar';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface FormLayoutProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  loading: boolean;
  saving: boolean;
  children: ReactNode;
  /** Full-width content under the field grid (e.g. a colour picker). */
  footer?: ReactNode;
  /**
   * The record could not be loaded (useRecordForm's loadError): the message is shown with a way
   * back to the list, instead of an empty form that would look like a new record.
   */
  loadError?: string | null;
  /** useRecordForm's conflict (409, someone else saved): the notice with Recargar (`onReload`) above the fields. */
  conflict?: Conflicto | null;
  onReload?: () => void;
}

const Missing = styled.div`
  ${spreadRow}
  padding: ${({ theme }) => theme.space.xl};
  p { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
`;

/**
 * A record form: fields in a responsive grid, Cancelar and Guardar. Enter in any field submits;
 * Guardar is disabled while the record loads or saves.
 */
export function FormLayout({ label, onSubmit, onCancel, loading, saving, children, footer, loadError, conflict, onReload }: FormLayoutProps) {
  if (loadError) {
    return (
      <Card padded={false}>
        <Missing role="alert">
          <p>{loadError}</p>
          <Button variant="secondary" onClick={onCancel}>
            Volver a la lista
          </Button>
        </Missing>
      </Card>
    );
  }
  return (
    <Card padded={false}>
      <LoadingBar loading={loading} />
      <form aria-label={label} aria-busy={loading || saving || undefined} onSubmit={onSubmit} noValidate style={{ padding: 24 }}>
        {conflict && onReload && <AvisoConflicto conflicto={conflict} onRecargar={onReload} />}
        <Grid>{children}</Grid>
        {footer && <div style={{ marginTop: 24 }}>{footer}</div>}
        <Actions>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} disabled={loading}>
            Guardar
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
