import { z } from 'zod';
import * as contracts from './index';

/**
 * Every input schema (request bodies: *InputSchema, *RequestSchema, *CreateSchema, *UpdateSchema,
 * *FormSchema), walked with the values a user or a client can send: every message must be our
 * Spanish one (zod's English defaults, "Invalid input" or "Too big: expected string to have
 * <=150 characters", must never reach a form), and one message per field.
 */
const INPUT = /(Input|Request|Create|Update|Form)Schema$/;
const schemas: [string, z.ZodObject][] = Object.entries(contracts).flatMap(([name, value]) =>
  INPUT.test(name) && value instanceof z.ZodObject ? [[name, value] as [string, z.ZodObject]] : [],
);

const ENGLISH = /\b(invalid|expected|too (big|small)|received|required|unrecognized|must|input|characters?|string|number)\b/i;
const VALUES: readonly unknown[] = ['', '   ', 'x'.repeat(5000), 12345, -1, 1.5, true, {}, [], null, 'R99', '#zzz'];

function issuesOf(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues;
}

function expectSpanishOncePerField(name: string, schema: z.ZodType, body: unknown) {
  const issues = issuesOf(schema, body);
  for (const issue of issues) {
    if (ENGLISH.test(issue.message)) throw new Error(`${name} ${JSON.stringify(body).slice(0, 80)}: "${issue.message}"`);
  }
  const perField = new Map<string, number>();
  for (const issue of issues) perField.set(issue.path.join('.'), (perField.get(issue.path.join('.')) ?? 0) + 1);
  for (const [field, count] of perField) {
    if (count > 1) throw new Error(`${name}.${field}: ${count} messages for ${JSON.stringify(body).slice(0, 80)}`);
  }
  return issues;
}

describe('input schemas speak Spanish', () => {
  it('finds the input schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['agenciaInputSchema', 'usuarioCreateSchema', 'usuarioUpdateSchema', 'loginRequestSchema', 'changePasswordRequestSchema']),
    );
    expect(schemas.length).toBeGreaterThanOrEqual(12);
  });

  it.each(schemas)('%s: a body that is not an object, or an empty one', (name, schema) => {
    for (const body of [undefined, null, 'x', 42, [], {}]) expectSpanishOncePerField(name, schema, body);
  });

  it.each(schemas)('%s: each field empty, too long, of the wrong type or missing', (name, schema) => {
    let checked = 0;
    for (const field of Object.keys(schema.shape)) {
      for (const value of VALUES) {
        expectSpanishOncePerField(name, schema, { [field]: value });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a required empty field says it is required, once', () => {
    const issues = issuesOf(contracts.usuarioCreateSchema, { correo: '', nombre: '' });
    const messages = (field: string) => issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(messages('correo')).toEqual(['El correo es obligatorio']);
    expect(messages('nombre')).toEqual([contracts.MENSAJES_CAMPO.obligatorio]);
    expect(messages('password')).toEqual(['La contraseña es obligatoria']);
    expect(messages('rol_id')).toEqual(['Selecciona un rol']);
  });

  it('too long says the limit in Spanish', () => {
    const issues = issuesOf(contracts.usuarioInputSchema, { correo: `${'a'.repeat(150)}@x.mx` });
    expect(issues.filter((i) => i.path[0] === 'correo').map((i) => i.message)).toEqual(['Debe tener como máximo 150 caracteres']);
    const region = issuesOf(contracts.agenciaInputSchema, { region: 'R99' }).find((i) => i.path[0] === 'region');
    expect(region?.message).toBe(contracts.MENSAJES_CAMPO.opcion);
  });
});
