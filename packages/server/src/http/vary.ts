import type { FastifyReply } from 'fastify';

/**
 * Adds a field to the reply's `Vary` header without dropping the ones already there: CORS
 * varies by `Origin` and compressed views by `Accept-Encoding`, and a shared cache that sees
 * only one of them hands one origin's (or one encoding's) answer to another.
 */
export function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((existing) => existing.trim())
    .filter((existing) => existing !== '');
  if (fields.includes('*') || fields.some((existing) => existing.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('vary', [...fields, field].join(', '));
}
