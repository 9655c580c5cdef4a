/**
 * Live events (GET /api/eventos): one Server-Sent Events connection per page, shared by every
 * subscriber (lists, the call form), opened while someone listens and a session exists. The
 * token goes in the Authorization header through the `eventsource` client's fetch, never in the
 * URL. The client reconnects by itself after a network drop; every reconnection (and a server
 * that lost its database listener) tells subscribers to check themselves, since events were missed.
 */
import { EVENTO_SSE, type EventoCambio } from '@verifica/contracts';
import { sessionStore, http } from '@verifica/shared/base';

export interface OyenteEventos {
  cambio?: (evento: EventoCambio) => void;
  /** The connection came back after a drop: changes may have been missed. */
  reconectado?: () => void;
}

/** Opens the stream for a token; answers how to close it. Replaced in tests (see `usarConexionEventos`). */
export type AbrirEventos = (token: string, avisos: { cambio: (e: EventoCambio) => void; conectado: (perdidos: boolean) => void }) => () => void;

/** After the server refuses the stream (401, 429, 503), try again after this long. */
const REINTENTO_MS = 15_000;

const oyentes = new Set<OyenteEventos>();
let cerrar: (() => void) | null = null;
let tokenAbierto: string | null = null;

function emitirCambio(evento: EventoCambio): void {
  for (const o of oyentes) o.cambio?.(evento);
}

function emitirReconexion(): void {
  for (const o of oyentes) o.reconectado?.();
}

const abrirConEventSource: AbrirEventos = (token, avisos) => {
  let fuente: { close(): void } | null = null;
  let reintento: ReturnType<typeof setTimeout> | null = null;
  let cerrado = false;
  const conectar = () => {
    void import('eventsource').then(({ EventSource }) => {
      if (cerrado) return;
      const url = new URL(`${http.defaults.baseURL ?? ''}/api/eventos`, window.location.href);
      const es = new EventSource(url, {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return fetch(input, { ...init, headers });
        },
      });
      fuente = es;
      es.addEventListener(EVENTO_SSE.conectado, (m) => avisos.conectado(leer<{ perdidos?: boolean }>(m.data)?.perdidos === true));
      es.addEventListener(EVENTO_SSE.cambio, (m) => {
        const evento = leer<EventoCambio>(m.data);
        if (evento) avisos.cambio(evento);
      });
      es.addEventListener('error', () => {
        // A refused stream is closed for good by the client: try again later, as a new connection.
        if (es.readyState === EventSource.CLOSED && !cerrado && !reintento) {
          reintento = setTimeout(() => {
            reintento = null;
            conectar();
          }, REINTENTO_MS);
        }
      });
    });
  };
  conectar();
  return () => {
    cerrado = true;
    if (reintento) clearTimeout(reintento);
    fuente?.close();
  };
};

function leer<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

let abrir: AbrirEventos | null = typeof fetch === 'function' ? abrirConEventSource : null;

/** Replaces how the stream is opened (tests: a fake; null: never open one). */
export function usarConexionEventos(nueva: AbrirEventos | null): void {
  cerrar?.();
  cerrar = null;
  tokenAbierto = null;
  abrir = nueva;
  sincronizar();
}

function sincronizar(): void {
  const token = oyentes.size > 0 ? sessionStore.getToken() : null;
  if (token === tokenAbierto) return;
  cerrar?.();
  cerrar = null;
  tokenAbierto = null;
  if (!token || !abrir) return;
  let conectadoAntes = false;
  tokenAbierto = token;
  cerrar = abrir(token, {
    cambio: emitirCambio,
    conectado: (perdidos) => {
      if (conectadoAntes || perdidos) emitirReconexion();
      conectadoAntes = true;
    },
  });
}

let sesionObservada = false;

/** Listens to live events; the connection opens with the first listener and closes with the last. */
export function suscribirEventos(oyente: OyenteEventos): () => void {
  if (!sesionObservada) {
    sesionObservada = true;
    sessionStore.subscribe(sincronizar);
  }
  oyentes.add(oyente);
  sincronizar();
  return () => {
    oyentes.delete(oyente);
    sincronizar();
  };
}
