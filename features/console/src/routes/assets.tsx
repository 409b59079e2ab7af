import { buildUrl } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import type { PageSpec, Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSET_STATUSES,
  type AssetStatus,
  assetForEdit,
  auditOf,
  bulkChange,
  collections,
  searchAssets,
  updateAsset,
} from '../assets/repository';
import { parseAssetForm, parseBulkForm } from '../assets/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import {
  AssetEditPage,
  type AssetFormValues,
  AssetListPage,
  type Errors,
  formValuesOf,
} from '../ui/AssetPages';
import type { T } from '../ui/ConsoleFrame';
import { staffMember } from './gate';

export interface ConsoleRouteDeps {
  db: Db;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  notFound: PageSpec;
}

type Form = Record<string, string | string[] | undefined>;
export const translator = (t: Translator) => t as unknown as T;
export const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
export const parseId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);
const statusOf = (raw: string) =>
  (ASSET_STATUSES as readonly string[]).includes(raw) ? (raw as AssetStatus) : undefined;

/** A POST's answer: back to the page with what happened, under the visitor's path prefix. */
export const back = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  query: Record<string, string>,
) => reply.redirect(buildUrl(path, query, { prefix: request.prefix }), 303);

const NOTICES: Record<string, ConsoleMessageKey> = {
  saved: 'console.saved',
  unchanged: 'console.unchanged',
};

/** /operator/assets: staff search, bulk changes, one asset's edit form, withdraw and restore. */
export function registerAssetRoutes(app: FastifyInstance, deps: ConsoleRouteDeps) {
  async function list(
    request: FastifyRequest,
    reply: FastifyReply,
    form: Form,
    extra: { errors?: Errors; changed?: number } = {},
  ) {
    const query = { text: one(form.q).slice(0, 200), status: statusOf(one(form.status)) };
    const [rows, all] = await Promise.all([searchAssets(deps.db, query), collections(deps.db)]);
    return deps.render(request, reply, {
      name: 'console-assets',
      ...(extra.errors && { status: 422 }),
      title: (t) => translator(t).t('console.nav.assets'),
      noindex: true,
      content: ({ t, page }) => (
        <AssetListPage
          t={translator(t)}
          page={page}
          query={query}
          rows={rows}
          collections={all}
          errors={extra.errors ?? {}}
          notice={
            extra.changed !== undefined
              ? translator(t).t('console.bulk.done', { count: extra.changed })
              : undefined
          }
        />
      ),
    });
  }

  app.get<{ Querystring: Form }>('/operator/assets', async (request, reply) => {
    const changed = one(request.query.changed);
    return list(request, reply, request.query, /^\d+$/.test(changed) ? { changed: Number(changed) } : {});
  });

  app.post<{ Body: Form }>('/operator/assets/bulk', async (request, reply) => {
    const form = request.body ?? {};
    const all = await collections(deps.db);
    const parsed = parseBulkForm(
      form,
      all.map((c) => c.code),
    );
    if (!parsed.ok && 'none' in parsed) {
      return deps.render(request, reply, {
        name: 'console-assets',
        status: 422,
        title: (t) => translator(t).t('console.nav.assets'),
        noindex: true,
        content: ({ t, page }) => (
          <AssetListPage
            t={translator(t)}
            page={page}
            query={{ text: one(form.q), status: statusOf(one(form.status)) }}
            rows={[]}
            collections={all}
            notice={translator(t).t('console.bulk.none')}
          />
        ),
      });
    }
    if (!parsed.ok) return list(request, reply, form, { errors: parsed.errors });
    const changed = await bulkChange(deps.db, staffMember(request), parsed.value);
    return back(request, reply, '/operator/assets', {
      q: one(form.q),
      status: one(form.status),
      changed: String(changed),
    });
  });

  async function edit(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    state: { values?: AssetFormValues; errors?: Errors; notice?: ConsoleMessageKey } = {},
  ) {
    const asset = await assetForEdit(deps.db, id);
    if (!asset) return deps.render(request, reply, deps.notFound);
    const [all, audit] = await Promise.all([collections(deps.db), auditOf(deps.db, 'asset', id)]);
    return deps.render(request, reply, {
      name: 'console-asset',
      ...(state.errors && { status: 422 }),
      title: (t) => translator(t).t('console.asset.heading', { id }),
      noindex: true,
      content: ({ t, page }) => (
        <AssetEditPage
          t={translator(t)}
          page={page}
          asset={asset}
          values={state.values ?? formValuesOf(asset)}
          collections={all}
          audit={audit}
          errors={state.errors ?? {}}
          notice={state.notice && translator(t).t(state.notice)}
        />
      ),
    });
  }

  app.get<{ Params: { id: string }; Querystring: Form }>('/operator/assets/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const notice = NOTICES[one(request.query.done)];
    return edit(request, reply, id, notice ? { notice } : {});
  });

  app.post<{ Params: { id: string }; Body: Form }>('/operator/assets/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const form = Object.fromEntries(Object.entries(request.body ?? {}).map(([k, v]) => [k, one(v)]));
    const all = await collections(deps.db);
    const parsed = parseAssetForm(
      form,
      all.map((c) => c.code),
    );
    if (!parsed.ok) {
      const values: AssetFormValues = {
        title: form.title ?? '',
        caption: form.caption ?? '',
        keywords: form.keywords ?? '',
        creator: form.creator ?? '',
        creditLine: form.creditLine ?? '',
        copyright: form.copyright ?? '',
        licence: form.licence ?? '',
        collection: form.collection ?? '',
        tier: form.tier ?? '',
      };
      return edit(request, reply, id, { values, errors: parsed.errors });
    }
    if (!(await assetForEdit(deps.db, id))) return deps.render(request, reply, deps.notFound);
    const changed = await updateAsset(deps.db, staffMember(request), id, parsed.value);
    return back(request, reply, `/operator/assets/${id}`, { done: changed ? 'saved' : 'unchanged' });
  });

  for (const availability of ['withdraw', 'restore'] as const)
    app.post<{ Params: { id: string } }>(`/operator/assets/:id/${availability}`, async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === undefined || !(await assetForEdit(deps.db, id)))
        return deps.render(request, reply, deps.notFound);
      const changed = await updateAsset(deps.db, staffMember(request), id, {}, availability);
      return back(request, reply, `/operator/assets/${id}`, { done: changed ? 'saved' : 'unchanged' });
    });
}
