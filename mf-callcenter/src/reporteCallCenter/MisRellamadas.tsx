import styled from 'styled-components';
import { ETIQUETAS_RELLAMADAS as E } from '@verifica/contracts';
import { Button, listaPlana } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';
import type { FolioLlamada } from './hooks/useSeguimientoLlamadas';
import { SeccionRellamadas } from './SeccionRellamadas';

const Lista = styled.ul`
  ${listaPlana}
  display: grid;
  gap: 4px;
`;
const Item = styled.li<{ $vencida: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-weight: ${({ $vencida }) => ($vencida ? 600 : 400)};
`;

/**
 * Mis rellamadas: the operator's open callbacks, due ones first (server order);
 * each opens its folio in the call form. Read again when `version` changes (after a save).
 */
export function MisRellamadas({ version, onAbrir }: { version: number; onAbrir: (f: FolioLlamada) => void }) {
  return (
    <SeccionRellamadas
      titulo={E.titulo}
      vacio={E.vacio}
      leer={callcenterApi.rellamadas}
      version={version}
      lista={(rellamadas) => (
        <Lista aria-label={E.titulo}>
          {rellamadas.map((r) => (
            <Item key={r.id} $vencida={r.vencida}>
              <span>
                {r.programada_para} · {r.folio_solicitud} · {r.cliente}
                {r.nota ? ` — ${r.nota}` : ''}
              </span>
              {r.vencida && <strong>{E.vencida}</strong>}
              <Button variant="text" onClick={() => onAbrir({ id: r.solicitud_id, folio_solicitud: r.folio_solicitud })}>
                {E.abrir(r.folio_solicitud)}
              </Button>
            </Item>
          ))}
        </Lista>
      )}
    />
  );
}
