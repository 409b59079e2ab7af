import { IMAGE_QUERY_PATH, type ImageQueryCreated } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import type { FastifyInstance } from 'fastify';
import { IMAGE_QUERY_ID } from '../engine/similar';
import {
  createImageQuery,
  findImageQueryThumb,
  IMAGE_QUERY_MAX_BYTES,
  type ImageQueryRejection,
  imageQueryThumbPath,
  tooLarge,
} from './service';

/**
 * POST /search/api/image-queries: the body is the picture itself (Content-Type image/jpeg,
 * image/png, image/webp or image/gif; CSRF header as every non-GET request). Answers 201 with
 * `{ id, searchUrl, thumbUrl }`; a picture that is too large, of another type or unreadable
 * gets 413, 415 or 422 with a message. GET …/{id}/thumb.jpg shows the picture back.
 */
export async function registerImageQueryRoutes(app: FastifyInstance, deps: { db: Db }) {
  await app.register(async (scope) => {
    // Pictures arrive as raw bytes; JSON and form bodies keep their parsers (and are refused below).
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMAGE_QUERY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reject(reply, tooLarge());
      throw error;
    });
    const reject = (reply: import('fastify').FastifyReply, r: ImageQueryRejection) =>
      reply.code(r.status).send({ error: r.code, message: r.message });

    scope.post(IMAGE_QUERY_PATH, { bodyLimit: IMAGE_QUERY_MAX_BYTES }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await createImageQuery(deps.db, request.headers['content-type'], body);
      if (!outcome.ok) return reject(reply, outcome);
      const created: ImageQueryCreated = {
        id: outcome.id,
        searchUrl: `${request.prefix}/search/2/image?searchbyimage=${outcome.id}`,
        thumbUrl: imageQueryThumbPath(outcome.id),
      };
      return reply.code(201).send(created);
    });

    scope.get<{ Params: { id: string } }>(
      '/search/api/image-queries/:id/thumb.jpg',
      async (request, reply) => {
        const thumb = IMAGE_QUERY_ID.test(request.params.id)
          ? await findImageQueryThumb(deps.db, request.params.id)
          : undefined;
        if (!thumb) {
          return reply
            .code(404)
            .send({ error: 'not_found', message: 'This search picture does not exist or has expired.' });
        }
        return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(thumb);
      },
    );
  });
}
