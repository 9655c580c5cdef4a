/** LISTEN on PostgreSQL: one dedicated connection per process, reopened when it drops. */
import pg from 'pg';

/** `alAvisar` gets each NOTIFY payload; `alReconectar` runs after a dropped connection is back (notices may be lost). */
export type Escuchar = (canal: string, alAvisar: (payload: string) => void, alReconectar?: () => void) => Promise<() => Promise<void>>;

const ESPERA_MAX_MS = 30_000;

export function escucharPostgres(connectionString: string): Escuchar {
  return async (canal, alAvisar, alReconectar) => {
    let cliente: pg.Client | null = null;
    let cerrado = false;
    let espera = 500;
    let temporizador: ReturnType<typeof setTimeout> | null = null;

    const conectar = async (reconexion: boolean): Promise<void> => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => {
        if (n.channel === canal && n.payload !== undefined) alAvisar(n.payload);
      });
      c.on('error', () => undefined);
      c.on('end', () => {
        if (cliente === c) cliente = null;
        if (!cerrado) programar();
      });
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(canal)}`);
      if (cerrado) {
        await c.end();
        return;
      }
      cliente = c;
      espera = 500;
      if (reconexion) alReconectar?.();
    };

    const programar = () => {
      if (temporizador || cerrado) return;
      temporizador = setTimeout(() => {
        temporizador = null;
        conectar(true).catch(() => {
          espera = Math.min(espera * 2, ESPERA_MAX_MS);
          programar();
        });
      }, espera);
    };

    await conectar(false);
    return async () => {
      cerrado = true;
      if (temporizador) clearTimeout(temporizador);
      await cliente?.end().catch(() => undefined);
      cliente = null;
    };
  };
}
