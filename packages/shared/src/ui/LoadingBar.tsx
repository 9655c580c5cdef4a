import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
`;
const Bar = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 40%;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${slide} 1.2s ease-in-out infinite;
`;
const Placeholder = styled.div`
  height: 3px;
`;

/** An indeterminate bar over a list or card while it loads; keeps its height when idle. */
export function LoadingBar({ loading, label = 'Cargando' }: { loading: boolean; label?: string }) {
  if (!loading) return <Placeholder aria-hidden="true" />;
  return (
    <Track role="progressbar" aria-label={label}>
      <Bar />
    </Track>
  );
}
