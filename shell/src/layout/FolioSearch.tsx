import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SolicitudDetalle } from '@verifica/contracts';
import { SolicitudDetailDialog, api, apiErrorMessage, apiErrorStatus, useSnackbar } from '@verifica/shared';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  input {
    width: 200px;
    height: 34px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    height: 34px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
`;

/**
 * Folio search (SPEC §2, §8): Enter or the button; empty does nothing; the result opens the
 * detail dialog; a 400 clears the box and shows the server message; other errors are ignored.
 */
export function FolioSearch() {
  const [folio, setFolio] = useState('');
  const [detalle, setDetalle] = useState<SolicitudDetalle | null>(null);
  const [busy, setBusy] = useState(false);
  const snackbar = useSnackbar();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = folio.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      setDetalle(await api.folio(value));
    } catch (error) {
      if (apiErrorStatus(error) === 400) {
        setFolio('');
        snackbar.error(apiErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form role="search" onSubmit={(e) => void search(e)}>
        <input
          aria-label="Folio"
          placeholder="Folio"
          value={folio}
          onChange={(e) => setFolio(e.target.value)}
        />
        <button type="submit" aria-label="Buscar folio">
          Buscar
        </button>
      </Form>
      <SolicitudDetailDialog open={detalle !== null} solicitud={detalle} onClose={() => setDetalle(null)} />
    </>
  );
}
