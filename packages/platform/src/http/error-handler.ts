import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** What a client reads when the server failed in a way it did not expect. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one mapping from a thrown error to an HTTP answer, for the server and every test app:
 * an AppError answers with its own status, stable code, message and details (logged when it is
 * reportable); Fastify's own 4xx errors (a body that does not parse, a failed schema) keep
 * their status as a bad_request; anything else is a logged 500 whose message says nothing
 * about the cause.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof AppError) {
      if (error.isReportable) request.log.error({ err: error }, error.message);
      return reply
        .code(error.status)
        .send({ error: error.code, message: error.message, details: error.details });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'bad_request', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'internal', message: INTERNAL_ERROR_MESSAGE });
  });
}
