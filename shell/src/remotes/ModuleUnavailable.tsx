import styled from 'styled-components';
import { MENSAJES } from '@verifica/contracts';

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
