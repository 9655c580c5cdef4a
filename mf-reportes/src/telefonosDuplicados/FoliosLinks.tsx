import styled from 'styled-components';
import type { TelefonoDuplicado } from '@verifica/contracts';

const Lista = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Enlace = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The folios of a duplicate-phone row, shown by folio number, each opening its detail (by id). */
export function FoliosLinks({ folios, onFolio }: { folios: TelefonoDuplicado['folios']; onFolio: (id: number) => void }) {
  return (
    <Lista>
      {folios.map(({ id, folio }) => (
        <Enlace
          key={id}
          type="button"
          aria-label={`Ver folio ${folio}`}
          onClick={(e) => {
            e.stopPropagation();
            onFolio(id);
          }}
        >
          {folio}
        </Enlace>
      ))}
    </Lista>
  );
}
