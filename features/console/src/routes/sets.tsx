import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditOf } from '../assets/repository';
import type { ConsoleMessageKey } from '../messages/en-us';
import { addToSet, curatedSet, curatedSets, removeFromSet } from '../sets/repository';
import { SetListPage, SetPage } from '../ui/SetPages';
import { back, type ConsoleRouteDeps, one, parseId, translator } from './assets';
import { staffMember } from './gate';

type Form = Record<string, string | string[] | undefined>;
const NOTICES: Record<string, ConsoleMessageKey> = {
  added: 'console.sets.added',
  removed: 'console.sets.removed',
  unchanged: 'console.unchanged',
};

/** /operator/sets: the curated sets' members, added and removed by staff. */
export function registerSetRoutes(app: FastifyInstance, deps: ConsoleRouteDeps) {
  app.get('/operator/sets', async (request, reply) => {
    const sets = await curatedSets(deps.db);
    return deps.render(request, reply, {
      name: 'console-sets',
      title: (t) => translator(t).t('console.nav.sets'),
      noindex: true,
      content: ({ t, page }) => <SetListPage t={translator(t)} page={page} sets={sets} />,
    });
  });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    state: { notice?: ConsoleMessageKey; error?: ConsoleMessageKey; value?: string } = {},
  ) {
    const set = await curatedSet(deps.db, id);
    if (!set) return deps.render(request, reply, deps.notFound);
    const audit = await auditOf(deps.db, 'curated_set', id);
    return deps.render(request, reply, {
      name: 'console-set',
      title: set.name,
      noindex: true,
      ...(state.error && { status: 422 }),
      content: ({ t, page }) => (
        <SetPage
          t={translator(t)}
          page={page}
          set={set}
          audit={audit}
          notice={state.notice && translator(t).t(state.notice)}
          error={state.error && translator(t).t(state.error)}
          {...(state.value !== undefined && { value: state.value })}
        />
      ),
    });
  }

  app.get<{ Params: { id: string }; Querystring: Form }>('/operator/sets/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const notice = NOTICES[one(request.query.done)];
    return show(request, reply, id, notice ? { notice } : {});
  });

  for (const change of ['add', 'remove'] as const)
    app.post<{ Params: { id: string }; Body: Form }>(
      `/operator/sets/:id/${change}`,
      async (request, reply) => {
        const id = parseId(request.params.id);
        if (id === undefined || !(await curatedSet(deps.db, id)))
          return deps.render(request, reply, deps.notFound);
        const raw = one(request.body?.asset).trim();
        const assetId = parseId(raw);
        if (assetId === undefined)
          return show(request, reply, id, { error: 'console.sets.noAsset', value: raw.slice(0, 20) });
        const staff = staffMember(request);
        const done =
          change === 'add'
            ? await addToSet(deps.db, staff, id, assetId)
            : await removeFromSet(deps.db, staff, id, assetId);
        if (done === 'no_asset')
          return show(request, reply, id, { error: 'console.sets.noAsset', value: raw });
        return back(request, reply, `/operator/sets/${id}`, { done });
      },
    );
}
