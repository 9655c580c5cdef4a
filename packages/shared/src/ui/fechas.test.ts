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
