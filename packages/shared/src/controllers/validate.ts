import type { FieldErrors } from '@verifica/shared/base';

/** What a contracts (zod) schema's safeParse returns, structurally: no direct zod import here. */
export type SafeParse<Out> =
  | { success: true; data: Out }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface ContractSchema<Out> {
  safeParse(input: unknown): SafeParse<Out>;
}

export type Validation<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/**
 * Checks a form against the same contracts schema the server uses, so the body sent is typed and
 * the messages are the server's own, shown under the same fields (SPEC §5). Only the first
 * problem of each field is kept: an empty required field says it is required, not also that
 * its format is wrong. Issues without a field (a refine over the whole body) go under '_'.
 */
export function validateWith<Out>(schema: ContractSchema<Out>, values: unknown): Validation<Out> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= [issue.message];
  }
  return { ok: false, errors };
}
