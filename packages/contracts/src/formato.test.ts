import { formatoFecha, formatoFechaHora, formatoNumero, lineasDeCarga } from './formato';

describe('one number and one date format', () => {
  it('numbers carry the thousands separator from 1,000 on', () => {
    expect(formatoNumero(5000)).toBe('5,000');
    expect(formatoNumero(245_731)).toBe('245,731');
    expect(formatoNumero(25)).toBe('25');
  });
  it('dates are AAAA-MM-DD and date-times AAAA-MM-DD HH:mm:ss on the 24-hour clock', () => {
    const d = new Date(2026, 10, 29, 0, 58, 7);
    expect(formatoFecha(d)).toBe('2026-11-29');
    expect(formatoFechaHora(d)).toBe('2026-11-29 00:58:07');
    expect(formatoFechaHora(d.toISOString())).toBe('2026-11-29 00:58:07');
    expect(formatoFechaHora('no es fecha')).toBe('');
  });
});

describe('the lines of a refused upload', () => {
  it('by row number, whole-file lines first and the cut list\'s "... y N errores más" last, each starting with a capital letter', () => {
    expect(
      lineasDeCarga([
        'Fila 22: el folio A-1 está repetido (fila 2)',
        'Fila 24: C.P.: El código postal debe tener 5 dígitos',
        'Fila 3: el folio B-7 ya existe en la agencia',
        'el archivo tiene filas de más',
        'Fila 22: RFC: no es válido',
        'Fila 10: nombre: Debe tener como máximo 150 caracteres',
        '... y 7 errores más',
        'Fila 2: el folio C-1 ya existe en la agencia',
      ]),
    ).toEqual([
      'El archivo tiene filas de más',
      'Fila 2: El folio C-1 ya existe en la agencia',
      'Fila 3: El folio B-7 ya existe en la agencia',
      'Fila 10: Nombre: Debe tener como máximo 150 caracteres',
      'Fila 22: El folio A-1 está repetido (fila 2)',
      'Fila 22: RFC: no es válido',
      'Fila 24: C.P.: El código postal debe tener 5 dígitos',
      '... y 7 errores más',
    ]);
  });
});
