import { fechaHora } from '../../lib/dates';
import { celdasDe, COLUMNAS, type FilaExportacion } from './exportar-columnas';
import { serialExcel } from '../../lib/xlsx/escritura';

const FILA: FilaExportacion = {
  id: 1, folio_solicitud: 'F-1', nombre: 'Ana', appat_rzsoc: 'Pérez', apmat_nomco: '', calle: '', num_ext: '', num_int: '',
  colonia: '', entrecall: '', rfc: '', edo: '', ciudad: '', cp: '', telefono: '', estado: '', fecha_captura: null, created_at: 0,
  fuerza_venta: '', agencia_nombre: '', encuestador_id: null, encuestador: null, asignada_at: null, verificado: false,
  verificacion_hora: null, operador: null, comentario: null,
};
const ALTA = COLUMNAS.findIndex((c) => c.titulo === 'Fecha de Alta');

/** The serial of the business wall clock of `ms`, through Intl (what the list shows), to the second. */
const esperado = (ms: number) => serialExcel(Date.parse(`${(fechaHora(new Date(ms)) ?? '').replace(' ', 'T')}Z`));

describe('export date cells (business wall clock as an Excel serial)', () => {
  it.each([
    ['an ordinary day', '2026-03-05T14:30:15.999Z'],
    ['the last second before daylight saving time began in Mexico City (2022-04-03 01:59:59)', '2022-04-03T07:59:59Z'],
    ['the first second of daylight saving time (03:00:00)', '2022-04-03T08:00:00Z'],
    ['later that day', '2022-04-03T23:10:00Z'],
    ['the last second of daylight saving time (2022-10-30 01:59:59 CDT)', '2022-10-30T06:59:59Z'],
    ['the first second after it ended (01:00:00 CST)', '2022-10-30T07:00:00Z'],
    ['before 1970', '1969-07-20T20:17:40Z'],
  ])('%s', (_caso, instante) => {
    const ms = Date.parse(instante);
    expect(celdasDe({ ...FILA, created_at: ms })[ALTA]).toBe(esperado(ms));
  });
});
