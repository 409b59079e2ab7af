import { IMAGE_QUERY_PATH, IMAGE_QUERY_TYPES } from '@lightbox/core/search';
import type { BuiltFile, Db } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asPages, type PagesRouteDeps, requestTranslator, siteNameOf } from '../routes';
import {
  IMAGE_QUERY_MAX_MEGABYTES,
  VIDEO_QUERY_MAX_BYTES,
  VIDEO_QUERY_MAX_MEGABYTES,
  VIDEO_QUERY_MAX_SECONDS,
  VIDEO_QUERY_PATH,
  VIDEO_QUERY_TYPES,
} from './limits';
import { UploadSearch } from './UploadSearch';
import { createVideoQuery, type VideoQueryRejection, videoTooLarge } from './video-query';

export const TOOL_PATHS = {
  image: '/tools/reverse-image-search',
  video: '/tools/reverse-video-search',
} as const;

type ToolsDeps = PagesRouteDeps & { db: Db; client: Record<string, BuiltFile> };

export function registerTools(app: FastifyInstance, deps: ToolsDeps) {
  for (const kind of ['image', 'video'] as const) {
    app.get(TOOL_PATHS[kind], async (request, reply) => {
      const t = await requestTranslator(request);
      const tp = asPages(t);
      const site = siteNameOf(t, request.site as 'premium');
      const title = tp.t(`pages.tools.${kind}.title`);
      const summary = tp.t(`pages.tools.${kind}.summary`, { site });
      const common = {
        empty: tp.t('pages.tools.error.empty'),
        failed: tp.t('pages.tools.error.failed'),
        csrf_failed: tp.t('pages.tools.error.failed'),
      };
      const errors =
        kind === 'image'
          ? {
              ...common,
              tooLarge: tp.t('pages.tools.error.tooLarge', { max: IMAGE_QUERY_MAX_MEGABYTES }),
              image_too_large: tp.t('pages.tools.error.tooLarge', { max: IMAGE_QUERY_MAX_MEGABYTES }),
              unsupported_image_type: tp.t('pages.tools.error.imageType'),
              image_unreadable: tp.t('pages.tools.error.unreadable'),
            }
          : {
              ...common,
              tooLarge: tp.t('pages.tools.error.tooLarge', { max: VIDEO_QUERY_MAX_MEGABYTES }),
              video_too_large: tp.t('pages.tools.error.tooLarge', { max: VIDEO_QUERY_MAX_MEGABYTES }),
              unsupported_video_type: tp.t('pages.tools.error.videoType'),
              video_unreadable: tp.t('pages.tools.error.unreadable'),
              video_too_long: tp.t('pages.tools.error.tooLong', { seconds: VIDEO_QUERY_MAX_SECONDS }),
              busy: tp.t('pages.tools.error.busy'),
            };
      return deps.render(request, reply, {
        name: `tools-${kind}`,
        title,
        description: summary,
        content: ({ page }) => (
          <UploadSearch
            page={page}
            tp={tp}
            kind={kind}
            title={title}
            summary={summary}
            endpoint={kind === 'image' ? IMAGE_QUERY_PATH : VIDEO_QUERY_PATH}
            accept={(kind === 'image' ? Object.keys(IMAGE_QUERY_TYPES) : VIDEO_QUERY_TYPES).join(',')}
            label={
              kind === 'image'
                ? tp.t('pages.tools.image.label', { max: IMAGE_QUERY_MAX_MEGABYTES })
                : tp.t('pages.tools.video.label', {
                    max: VIDEO_QUERY_MAX_MEGABYTES,
                    seconds: VIDEO_QUERY_MAX_SECONDS,
                  })
            }
            errors={errors}
            how={tp.t(`pages.tools.${kind}.how`)}
            script={deps.client.tools}
          />
        ),
      });
    });
  }

  app.register(async (scope) => {
    // Clips arrive as raw bytes; JSON and form bodies keep their parsers (and are refused below).
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: VIDEO_QUERY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const reject = (reply: FastifyReply, r: VideoQueryRejection) =>
      reply.code(r.status).send({ error: r.code, message: r.message });
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reject(reply, videoTooLarge());
      throw error;
    });
    scope.post(VIDEO_QUERY_PATH, { bodyLimit: VIDEO_QUERY_MAX_BYTES }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await createVideoQuery(deps.db, request.headers['content-type'], body);
      if (!outcome.ok) return reject(reply, outcome);
      // The frame is searched against film: the clip's look, among the catalogue's clips.
      return reply.code(201).send({
        id: outcome.id,
        searchUrl: `${request.prefix}/search/2/film?searchbyimage=${outcome.id}`,
      });
    });
  });
}
