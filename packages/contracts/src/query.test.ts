import { z } from 'zod';
import { enteroSchema, idSchema, MAX_ID, queryArray, queryIdSchema, queryObject } from './query';
import { paginationQuerySchema } from './common';
import { recordIdParamsSchema } from './api';
import { personasListQuerySchema, usuariosQuerySchema } from './admin';

describe('idSchema / enteroSchema', () => {
  it.each(['1', '42', String(MAX_ID)])('accepts plain decimal digits %p', (v) => {
    expect(idSchema.parse(v)).toBe(Number(v));
  });

  it.each(['0x1', '1e2', '+1', ' 1', '1 ', '1.0', '01', '-1', '', 'abc', '0', String(MAX_ID + 1), '99999999999999999999'])(
    'refuses %p with a Spanish message',
    (v) => {
      const r = recordIdParamsSchema.safeParse({ id: v });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('El id no es válido');
    },
  );

  it('accepts JSON integers but not fractions', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });

  it('allows a negative bound when asked (rowsPerPage -1)', () => {
    expect(enteroSchema({ min: -1, max: 10 }).parse('-1')).toBe(-1);
    expect(enteroSchema({ min: -1, max: 10 }).safeParse('-0x1').success).toBe(false);
  });
});

describe('paginationQuerySchema and id filters', () => {
  it('parses page and rowsPerPage, defaults when absent', () => {
    expect(paginationQuerySchema.parse({ page: '2', rowsPerPage: '-1' })).toMatchObject({ page: 2, rowsPerPage: -1 });
    expect(paginationQuerySchema.parse({})).toMatchObject({ page: 1, rowsPerPage: 10 });
  });

  it.each([{ page: '0x2' }, { page: '1e1' }, { rowsPerPage: '+5' }, { rowsPerPage: '5.0' }, { page: ' 3' }])('refuses %p', (q) => {
    expect(paginationQuerySchema.safeParse(q).success).toBe(false);
  });

  it('query id filters: "" and absent = no filter, 0 kept, hex refused', () => {
    expect(usuariosQuerySchema.parse({ rol_id: '', agencia_id: '0' })).toMatchObject({ rol_id: undefined, agencia_id: 0 });
    expect(usuariosQuerySchema.safeParse({ agencia_id: '0x1' }).success).toBe(false);
    expect(queryIdSchema.parse(undefined)).toBeUndefined();
  });
});

describe('queryArray / queryObject', () => {
  const schema = queryObject({ x: queryArray(z.enum(['a', 'b', 'c']), { max: 3 }), otro: z.string().optional() });

  it('accepts one value, repeated keys and x[] keys, merged into x', () => {
    expect(schema.parse({})).toEqual({ x: [] });
    expect(schema.parse({ x: 'a' })).toEqual({ x: ['a'] });
    expect(schema.parse({ x: ['a', 'b'] })).toEqual({ x: ['a', 'b'] });
    expect(schema.parse({ 'x[]': ['b', 'c'], otro: 'z' })).toEqual({ x: ['b', 'c'], otro: 'z' });
    expect(schema.parse({ x: 'a', 'x[]': 'c' })).toEqual({ x: ['a', 'c'] });
  });

  it('validates every item and the maximum count', () => {
    expect(schema.safeParse({ x: ['a', 'z'] }).success).toBe(false);
    expect(schema.safeParse({ 'x[]': ['a', 'b', 'c', 'a'] }).success).toBe(false);
  });

  it('personasListQuerySchema takes agencia_id and agencia_id[], drops 0 and duplicates', () => {
    expect(personasListQuerySchema.parse({ agencia_id: ['1', '0'], 'agencia_id[]': ['2', '1'] })).toEqual({ agencia_id: [1, 2] });
    expect(personasListQuerySchema.safeParse({ 'agencia_id[]': '0x1' }).success).toBe(false);
  });
});
