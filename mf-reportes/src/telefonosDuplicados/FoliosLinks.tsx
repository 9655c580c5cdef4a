import styled from 'styled-components';

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

/** The folio ids of a duplicate-phone row (comma-separated), each opening its detail. */
export function FoliosLinks({ ids, onFolio }: { ids: string; onFolio: (id: number) => void }) {
  const lista = ids
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return (
    <Lista>
      {lista.map((id) => (
        <Enlace
          key={id}
          type="button"
          aria-label={`Ver solicitud ${id}`}
          onClick={(e) => {
            e.stopPropagation();
            onFolio(id);
          }}
        >
          {id}
        </Enlace>
      ))}
    </Lista>
  );
}
