import { act } from '@testing-library/react';
import type { EventoCambio } from '@verifica/contracts';
import { usarConexionEventos, type AbrirEventos } from '../api/eventos';

export interface EventosDePrueba {
  /** The stream is open (a session and someone listening). */
  readonly abierta: boolean;
  /** Tokens the stream was opened with, in order. */
  readonly aperturas: readonly string[];
  /** The server sends a change (defaults: a request modified by someone else). */
  emitir(evento: Partial<EventoCambio>): void;
  /** The stream comes back after a drop. */
  reconectar(): void;
}

/**
 * Live events in component tests: before each test the stream is a fake the test speaks through
 * (as GET /api/eventos would), after it none is opened. Call at the top of a test file.
 */
export function setupEventosDePrueba(): EventosDePrueba {
  let avisos: Parameters<AbrirEventos>[1] | null = null;
  const aperturas: string[] = [];
  beforeEach(() => {
    aperturas.length = 0;
    usarConexionEventos((token, a) => {
      aperturas.push(token);
      avisos = a;
      a.conectado(false);
      return () => {
        avisos = null;
      };
    });
  });
  afterEach(() => usarConexionEventos(null));
  return {
    get abierta() {
      return avisos !== null;
    },
    aperturas,
    emitir: (e) => act(() => avisos?.cambio({ tipo: 'solicitud_modificada', accion: 'actualizar', solicitud_id: 1, actor_id: 9, propio: false, ...e })),
    reconectar: () => act(() => avisos?.conectado(false)),
  };
}
