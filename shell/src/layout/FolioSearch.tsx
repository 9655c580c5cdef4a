import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SolicitudDetalle } from '@verifica/contracts';
import { Icon, SolicitudDetailDialog, Spinner, api, apiErrorMessage, apiErrorStatus, useSnackbar } from '@verifica/shared';
import { COMPACT_QUERY } from './breakpoints';

const Form = styled.form`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  input {
    width: 200px;
    min-width: 0;
    height: 34px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    height: 34px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
  button:disabled { cursor: progress; }
  .icon { display: none; }
  @media ${COMPACT_QUERY} {
    input { width: clamp(96px, 36vw, 200px); padding: 0 ${({ theme }) => theme.space.sm}; }
    button { width: 34px; padding: 0; }
    .icon { display: inline-flex; }
    .text { display: none; }
  }
`;

/**
 * Folio search (SPEC §2, §8): Enter or the button; empty does nothing; the result opens the
 * detail dialog; a 400 clears the box and shows the server message; other errors are ignored.
 * While a search runs the button shows progress and both refuse another one.
 */
export function FolioSearch() {
  const [folio, setFolio] = useState('');
  const [detalle, setDetalle] = useState<SolicitudDetalle | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const snackbar = useSnackbar();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const value = folio.trim();
    if (!value || busy) return;
    // The button is disabled while busy: keep the focus in the form, not on <body>.
    input.current?.focus();
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
          ref={input}
          aria-label="Folio"
          placeholder="Folio"
          value={folio}
          readOnly={busy}
          aria-busy={busy}
          onChange={(e) => setFolio(e.target.value)}
        />
        <button type="submit" aria-label="Buscar folio" disabled={busy} aria-busy={busy}>
          {busy ? (
            <Spinner size={16} decorative />
          ) : (
            <span className="icon">
              <Icon name="search" size={20} />
            </span>
          )}
          <span className="text">{busy ? 'Buscando…' : 'Buscar'}</span>
        </button>
      </Form>
      <SolicitudDetailDialog open={detalle !== null} solicitud={detalle} onClose={() => setDetalle(null)} />
    </>
  );
}
