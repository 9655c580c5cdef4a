import { fechaHora, ZONA_HORARIA } from './dates';

// Swedish writes dates as YYYY-MM-DD HH:mm:ss (24 h) by default.
const porIntl = (d: Date) => d.toLocaleString('sv-SE', { timeZone: ZONA_HORARIA });

describe('fechaHora', () => {
  it('writes what Intl writes in the business zone, across its offset changes and at random instants', () => {
    const instantes: number[] = [];
    // Mexico City's last summer time (2022) and the quarter hours around its changes, second by second near them.
    for (const cambio of ['2022-04-03T08:00:00Z', '2022-10-30T07:00:00Z', '2021-04-04T08:00:00Z', '2021-10-31T07:00:00Z']) {
      const t = Date.parse(cambio);
      for (let s = -3600; s <= 3600; s += 7) instantes.push(t + s * 1000 + 123);
    }
    let semilla = 12345;
    const azar = () => ((semilla = (semilla * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20000; i++) instantes.push(Date.UTC(1970, 0, 1) + Math.floor(azar() * (Date.UTC(2040, 0, 1) - Date.UTC(1970, 0, 1))));
    for (const ms of instantes) expect([ms, fechaHora(new Date(ms))]).toStrictEqual([ms, porIntl(new Date(ms))]);
  });

  it('null and invalid dates as before', () => {
    expect(fechaHora(null)).toBeNull();
    expect(fechaHora(undefined)).toBeNull();
    expect(() => fechaHora(new Date(NaN))).toThrow(RangeError);
  });
});
