import { leerFechaEscrita } from './fechaEscrita';
import { formatFecha, parseFecha } from './fechas';

describe('fechas (YYYY-MM-DD)', () => {
  it('reads a day as local midnight and writes it back unchanged', () => {
    const date = parseFecha('2026-02-28');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(28);
    expect(date?.getHours()).toBe(0);
    expect(formatFecha(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('refuses empty, malformed and impossible dates', () => {
    for (const bad of [null, undefined, '', '21/11/2026', '2026-2-3', '2026-02-30', '2026-13-01', '2026-11-21T10:00']) {
      expect(parseFecha(bad)).toBeUndefined();
    }
  });
});

describe('typed days (dd/mm/aaaa, or YYYY-MM-DD)', () => {
  it('reads dd/mm/aaaa, d/m/aaaa and a pasted YYYY-MM-DD; refuses days that do not exist and two-digit years', () => {
    expect(formatFecha(leerFechaEscrita(' 05/03/2025 ') ?? new Date(0))).toBe('2025-03-05');
    expect(formatFecha(leerFechaEscrita('5/3/2025') ?? new Date(0))).toBe('2025-03-05');
    expect(formatFecha(leerFechaEscrita('29/02/2024') ?? new Date(0))).toBe('2024-02-29');
    expect(formatFecha(leerFechaEscrita('2025-03-05') ?? new Date(0))).toBe('2025-03-05');
    for (const bad of ['', '31/02/2025', '29/02/2025', '15/13/2025', '00/01/2025', '1/1/25', '05-03-2025', 'hoy']) {
      expect(leerFechaEscrita(bad)).toBeUndefined();
    }
  });
});
