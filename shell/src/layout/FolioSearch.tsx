import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SolicitudDetalle } from '@verifica/contracts';
import { Icon, Spinner, apiErrorMessage, apiErrorStatus, useSnackbar } from '@verifica/shared/base';
import { botonBarra } from './botonBarra';
import { COMPACT_QUERY } from './breakpoints';

// The box paints with the frame (base only); the call and the dialog come with the rest of
// @verifica/shared, which a screen of the portal loads anyway.
const SolicitudDetailDialog = lazy(() => import('@verifica/shared').then((m) => ({ default: m.SolicitudDetailDialog })));
const buscarFolio = async (folio: string) => (await import('@verifica/shared')).api.folio(folio);

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
  button { ${botonBarra} }
  button:disabled { cursor: progress; }
  @media ${COMPACT_QUERY} {
    input { width: clamp(96px, 36vw, 200px); padding: 0 ${({ theme }) => theme.space.sm}; }
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
      setDetalle(await buscarFolio(value));
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
      {detalle !== null && (
        <Suspense fallback={null}>
          <SolicitudDetailDialog open solicitud={detalle} onClose={() => setDetalle(null)} />
        </Suspense>
      )}
    </>
  );
}
