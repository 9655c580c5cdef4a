import { UMBRALES_VIGENCIA, vigenciaDe } from './vigencia';

describe('vigenciaDe', () => {
  it('buckets the days waiting with the default thresholds (1 and 2 days)', () => {
    expect(UMBRALES_VIGENCIA).toEqual({ retrasada: 1, vencida: 2 });
    expect([null, 0, 1, 2, 30].map((d) => vigenciaDe(d))).toEqual([null, 1, 2, 3, 3]);
  });

  it('uses the configured thresholds', () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => vigenciaDe(d, { retrasada: 2, vencida: 4 }))).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
