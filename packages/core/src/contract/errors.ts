import { z } from 'zod/mini';

/**
 * Every error the server sends has this body. `message` is the Russian text a person
 * reads (the spec's "server text"); `statusCode` and `error` follow Fastify's shape.
 */
export const errorReply = z.object({
  statusCode: z.optional(/*#__PURE__*/ z.int()),
  error: z.optional(z.string()),
  message: z.string(),
});
export type ErrorReply = z.infer<typeof errorReply>;
