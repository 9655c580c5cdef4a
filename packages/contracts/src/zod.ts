/**
 * zod as every schema of contracts uses it. In a browser zod must not probe for eval
 * (`Function('')`, done when an object schema is built): the portal's CSP forbids it and the probe
 * alone is reported as a violation. Every contracts module imports `z` from here, so the setting
 * is in place before any schema is built, whatever a bundle's module order (sideEffects lists this
 * file). Parsing without JIT gives the same results, a little slower.
 */
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
