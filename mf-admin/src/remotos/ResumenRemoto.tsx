import styled from 'styled-components';
import { formatoFechaHora, type AgenciaListItem, type EstadoRemoto } from '@verifica/contracts';
import { destinoCanary, nombreVersion } from './textos';

const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The active release of a remote (version, commit, who published it and when, errors in the last hour) and its canary. */
export function ResumenRemoto({ estado, agencias }: { estado: EstadoRemoto; agencias: readonly AgenciaListItem[] }) {
  const { activa, canary } = estado;
  const canaryTexto = canary?.canary ? `${nombreVersion(canary)} para ${destinoCanary(canary.canary, agencias)}` : 'Sin canary';
  return (
    <Datos aria-label={`Versión activa de ${estado.remoto}`}>
      <div>
        <dt>Versión activa</dt>
        <dd>{activa ? nombreVersion(activa) : 'La del repositorio (sin versiones activadas)'}</dd>
      </div>
      {activa && (
        <>
          <div>
            <dt>Commit</dt>
            <dd>{activa.commit ?? '—'}</dd>
          </div>
          <div>
            <dt>Publicada por</dt>
            <dd>{`${activa.publicado_por ?? 'Sistema'}, ${formatoFechaHora(activa.publicado_at)}`}</dd>
          </div>
          <div>
            <dt>Activada</dt>
            <dd>{(activa.activada_at ? formatoFechaHora(activa.activada_at) : '') || '—'}</dd>
          </div>
          <div>
            <dt>Errores en la última hora</dt>
            <dd>{activa.errores_ultima_hora}</dd>
          </div>
        </>
      )}
      <div>
        <dt>Canary</dt>
        <dd>{canaryTexto}</dd>
      </div>
    </Datos>
  );
}
