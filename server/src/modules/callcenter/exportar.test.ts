/**
 * Exportar a Excel of the Call Center: the report's own sheet, with the screen's
 * columns and labels plus status and vigencia, for exactly the rows and order of the filter.
 */
import { inArray } from 'drizzle-orm';
import type { SolicitudOperadorFila, VerificacionOperador } from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { admin, agencia1, contextoDelArchivo, ctx, operador, superadmin } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { OPERADOR } from '../../consultas/solicitudes/asignacion';
import { encolar, esperarFin, hojaDe, pedir } from '../../../test/trabajos';

contextoDelArchivo({ solicitudes: 60, env: { TRABAJOS_INTERVALO_MS: '20' } });

const COLUMNAS = ['Folio', 'Nombre', 'Apellido Paterno', 'Apellido Materno', 'Operador', 'Fecha Captura', 'Fecha Asignación', 'Hora Verificación', 'Estatus', 'Vigencia', 'Intentos', 'Último intento', 'Último intento (resultado)'];

/** A cell as text: dates as the screen shows them. */
const texto = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  return String(v);
};

async function libro(token: string, filtro: object) {
  const fin = await esperarFin(token, await encolar(token, { tipo: 'exportar_callcenter', ...filtro }));
  expect(fin.estado).toBe('terminado');
  const archivo = await ctx.app.inject({ method: 'GET', url: fin.enlace?.url ?? '' });
  const hoja = await hojaDe(archivo.rawPayload);
  const filas: (string | null)[][] = [];
  hoja.eachRow((fila) => {
    const valores = fila.values as unknown[];
    filas.push(Array.from({ length: hoja.columnCount }, (_, i) => texto(valores[i + 1])));
  });
  return { fin, encabezado: filas[0] ?? [], filas: filas.slice(1) };
}

describe('exportar_callcenter', () => {
  let folios: string[];
  beforeAll(async () => {
    const operadorId = await ctx.userId('operador@verifica.mx');
    const [asignada = 0, enProceso = 0, finalizada = 0, libre = 0] = await sinAsignar(ctx.db, OPERADOR, agencia1, 4);
    expect((await pedir('POST', '/api/solicitudes_operadores/', admin, { seleccionados: [asignada, enProceso, finalizada], usuario_id: operadorId })).statusCode).toBe(200);
    const vo = (await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: enProceso })).json() as VerificacionOperador;
    expect(vo.id).toBeGreaterThan(0);
    expect((await pedir('POST', '/api/verificaciones_operadores', operador, { solicitud_id: finalizada, particular_contesto: 2, particular_telefono_estatus: 3, accion: 'finalizar' })).statusCode).toBe(201);
    const filas = await ctx.db.select({ folio: solicitudes.folio_solicitud }).from(solicitudes).where(inArray(solicitudes.id, [asignada, enProceso, finalizada, libre]));
    folios = filas.map((f) => f.folio);
  });

  it('holds what the screen shows for exactly the rows of the filter, in its order: its columns and labels, status and vigencia; named after the screen', async () => {
    const filtro = { folio_solicitud: folios, sortBy: 'folio_solicitud', descending: false };
    const query = `${folios.map((f) => `folio_solicitud=${encodeURIComponent(f)}`).join('&')}&sortBy=folio_solicitud&descending=false&rowsPerPage=-1`;
    const lista = (await pedir('GET', `/api/solicitudes_operadores?${query}`, admin)).json() as SolicitudOperadorFila[];
    expect(lista).toHaveLength(4);

    const { fin, encabezado, filas } = await libro(admin, filtro);
    expect(fin.nombre_archivo).toMatch(/^call-center-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(encabezado).toEqual(COLUMNAS);
    expect(filas).toEqual(
      lista.map((f) => [
        f.folio_solicitud,
        f.nombre,
        f.appat_rzsoc,
        f.apmat_nomco,
        f.operador,
        f.fecha_captura,
        f.solicitudes_operadores_created_at,
        f.verify_hora_verificacion,
        expect.any(String),
        f.vigencia === null ? null : expect.any(String),
        String(f.intentos),
        f.ultimo_intento?.fecha ?? null,
        f.ultimo_intento ? 'No contestó (No Contesta)' : null,
      ]),
    );
    expect(filas.map((f) => f[10]).sort()).toEqual(['0', '0', '0', '1']);
    expect(filas.map((f) => f[8]).sort()).toEqual(['Asignadas', 'En Proceso', 'Finalizada', 'No Asignadas']);
    const asignada = filas.find((f) => f[8] === 'Asignadas');
    expect(asignada?.[9]).toBe('En Tiempo');
    expect(filas.filter((f) => f[9] !== null)).toHaveLength(1);
  });

  it('a global user gets the Agencia column, as on the screen; the status filter narrows the rows', async () => {
    const { encabezado, filas } = await libro(superadmin, { folio_solicitud: folios, asignadas: [3, 4] });
    expect(encabezado).toEqual([...COLUMNAS.slice(0, 4), 'Agencia', ...COLUMNAS.slice(4)]);
    expect(filas.map((f) => f[9]).sort()).toEqual(['En Proceso', 'Finalizada']);
  });
});
