import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, LoadingBar } from '@verifica/shared';

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
}

/**
 * A record form: fields in a responsive grid, Cancelar and Guardar. Enter in any field submits;
 * Guardar is disabled while the record loads or saves.
 */
export function FormLayout({ label, onSubmit, onCancel, loading, saving, children, footer }: FormLayoutProps) {
  return (
    <Card padded={false}>
      <LoadingBar loading={loading} />
      <form aria-label={label} aria-busy={loading || saving || undefined} onSubmit={onSubmit} noValidate style={{ padding: 24 }}>
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
