/** A test subscriber of GET /api/eventos over real HTTP: collects the stream's events as they come. */
import type { TestContext } from './context';

export interface EventoRecibido {
  evento: string;
  datos: Record<string, unknown>;
}

export interface Suscripcion {
  status: number;
  eventos: EventoRecibido[];
  /** The first event (already received or coming) matching `pred`; rejects after `ms`. */
  esperar(pred: (e: EventoRecibido) => boolean, ms?: number): Promise<EventoRecibido>;
  /** Resolves when the server ends the stream. */
  terminado: Promise<void>;
  cerrar(): void;
}

export async function suscribir(base: string, token: string | null): Promise<Suscripcion & { cuerpo: string }> {
  const control = new AbortController();
  const res = await fetch(`${base}/api/eventos`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: control.signal });
  const eventos: EventoRecibido[] = [];
  const esperas: { pred: (e: EventoRecibido) => boolean; resolver: (e: EventoRecibido) => void }[] = [];
  if (res.status !== 200 || !res.body) {
    const cuerpo = await res.text();
    return { status: res.status, cuerpo, eventos, esperar: () => Promise.reject(new Error(cuerpo)), terminado: Promise.resolve(), cerrar: () => undefined };
  }
  const lector = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let resto = '';
  const terminado = (async () => {
    try {
      for (;;) {
        const { value, done } = await lector.read();
        if (done) return;
        resto += value;
        let fin: number;
        while ((fin = resto.indexOf('\n\n')) >= 0) {
          const bloque = resto.slice(0, fin);
          resto = resto.slice(fin + 2);
          const evento = /^event: (.*)$/m.exec(bloque)?.[1];
          const datos = /^data: (.*)$/m.exec(bloque)?.[1];
          if (!evento || datos === undefined) continue;
          const e = { evento, datos: JSON.parse(datos) as Record<string, unknown> };
          eventos.push(e);
          for (const w of esperas.filter((x) => x.pred(e))) w.resolver(e);
        }
      }
    } catch {
      // aborted by cerrar()
    }
  })();
  return {
    status: 200,
    cuerpo: '',
    eventos,
    terminado,
    esperar: (pred, ms = 5000) =>
      new Promise((resolve, reject) => {
        const ya = eventos.find(pred);
        if (ya) return resolve(ya);
        const t = setTimeout(() => reject(new Error(`evento no recibido en ${ms} ms; recibidos: ${JSON.stringify(eventos)}`)), ms);
        esperas.push({ pred, resolver: (e) => (clearTimeout(t), resolve(e)) });
      }),
    cerrar: () => control.abort(),
  };
}

export const cambio = (tipo: string, solicitudId?: number) => (e: EventoRecibido) =>
  e.evento === 'cambio' && e.datos.tipo === tipo && (solicitudId === undefined || e.datos.solicitud_id === solicitudId);

/**
 * A test file's live-events server, after `contextoDelArchivo`: a beforeAll makes the app listen on
 * a free port (`base`); `abrir` subscribes as a demo account and waits for «conectado»; every
 * subscriber in `abiertas` is closed after each test.
 */
export interface SuscriptoresDelArchivo {
  base: string;
  abiertas: Suscripcion[];
  abrir(correo: string, donde?: string): Promise<Suscripcion>;
}

export function suscriptoresDelArchivo(contexto: () => TestContext): SuscriptoresDelArchivo {
  const vivo: SuscriptoresDelArchivo = {
    base: '',
    abiertas: [] as Suscripcion[],
    async abrir(correo: string, donde = vivo.base): Promise<Suscripcion> {
      const s = await suscribir(donde, await contexto().tokenFor(correo));
      expect(s.status).toBe(200);
      vivo.abiertas.push(s);
      await s.esperar((e) => e.evento === 'conectado');
      return s;
    },
  };
  beforeAll(async () => {
    vivo.base = await contexto().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const s of vivo.abiertas.splice(0)) s.cerrar();
  });
  return vivo;
}
