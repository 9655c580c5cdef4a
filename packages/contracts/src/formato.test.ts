import { formatoFecha, formatoFechaHora, formatoNumero } from './formato';

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
