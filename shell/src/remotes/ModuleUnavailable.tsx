import styled from 'styled-components';
import { MENSAJES } from '@verifica/contracts';
import { PageHeader, Pila } from '@verifica/shared/base';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 24px;
`;

export function ModuleUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{MENSAJES.moduloNoDisponible}</p>
      <button type="button" onClick={onRetry}>
        Reintentar
      </button>
    </Box>
  );
}

export function ScreenLoading() {
  return (
    <Box aria-busy="true">
      <p>Cargando…</p>
    </Box>
  );
}

/**
 * A remote screen while it loads: its title, where the screen puts it (section > Pila >
 * PageHeader), then «Cargando…». The user sees which screen is coming at once, and the screen's
 * own header later takes the same place.
 */
export function RemoteScreenLoading({ title }: { title: string }) {
  return (
    <section aria-busy="true">
      <Pila>
        <PageHeader title={title} />
        <p>Cargando…</p>
      </Pila>
    </section>
  );
}
