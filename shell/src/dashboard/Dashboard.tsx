import styled from 'styled-components';

const Title = styled.h1`
  font-size: 1.5rem;
`;

/** Inicio: title only, no data loaded (SPEC §2). */
export function Dashboard() {
  return (
    <section>
      <Title>Inicio</Title>
    </section>
  );
}
