import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * Serializer of the hot answers (detail, folio, /api/me, first pages of usuarios and agencias, the
 * call-form save): JSON.stringify instead of the zod provider's encode-then-stringify, which
 * re-validates every answer (a detail: 78 µs against 11 µs, bench). Their handlers build each
 * field of the contract type explicitly, the compiler checks that type, and
 * src/lib/serializar.test.ts checks that the answers are exactly their response schema (valid, no
 * extra field).
 */
export const serializarSinRevalidar: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
