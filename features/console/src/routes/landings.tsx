import { LANDINGS } from '@lightbox/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addRow,
  landingAudit,
  moveRow,
  type RowChange,
  removeRow,
  rowCounts,
  rowsOf,
  updateRow,
} from '../landings/repository';
import { parseRow } from '../landings/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import { type LandingListItem, LandingListPage, LandingPage, type RowFormState } from '../ui/LandingPages';
import { back, type ConsoleRouteDeps, one, parseId, translator } from './assets';
import { staffMember } from './gate';

type Form = Record<string, string | string[] | undefined>;
type Params = { site: string; key: string };
const NOTICES: Record<string, ConsoleMessageKey> = {
  added: 'console.landings.added',
  saved: 'console.landings.saved',
  moved: 'console.landings.moved',
  removed: 'console.landings.removed',
  unchanged: 'console.unchanged',
};

const landingOf = (p: Params) => LANDINGS.find((l) => l.site === p.site && l.key === p.key);

/** /operator/landings: the rows of each browse landing, added, edited, reordered and removed. */
export function registerLandingRoutes(app: FastifyInstance, deps: ConsoleRouteDeps) {
  app.get('/operator/landings', async (request, reply) => {
    const counts = await rowCounts(deps.db);
    const landings: LandingListItem[] = LANDINGS.map((l) => ({
      site: l.site,
      key: l.key,
      path: l.path,
      rows: counts.get(`${l.site}/${l.key}`) ?? 0,
    }));
    return deps.render(request, reply, {
      name: 'console-landings',
      title: (t) => translator(t).t('console.nav.landings'),
      noindex: true,
      content: ({ t, page }) => <LandingListPage t={translator(t)} page={page} landings={landings} />,
    });
  });

  async function show(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    state: { notice?: ConsoleMessageKey; form?: RowFormState } = {},
  ) {
    const landing = landingOf(request.params);
    if (!landing) return deps.render(request, reply, deps.notFound);
    const [rows, audit] = await Promise.all([rowsOf(deps.db, landing), landingAudit(deps.db, landing)]);
    const item = { site: landing.site, key: landing.key, path: landing.path, rows: rows.length };
    return deps.render(request, reply, {
      name: 'console-landing',
      title: landing.path,
      noindex: true,
      ...(state.form && { status: 422 }),
      content: ({ t, page }) => (
        <LandingPage
          t={translator(t)}
          page={page}
          landing={item}
          rows={rows}
          audit={audit}
          state={state.form}
          notice={state.notice && translator(t).t(state.notice)}
        />
      ),
    });
  }

  app.get<{ Params: Params; Querystring: Form }>('/operator/landings/:site/:key', async (request, reply) => {
    const notice = NOTICES[one(request.query.done)];
    return show(request, reply, notice ? { notice } : {});
  });

  /** Saves the new-row form or one row's form; a bad field comes back beside the field, 422. */
  async function save(
    request: FastifyRequest<{ Params: Params & { id?: string }; Body: Form }>,
    reply: FastifyReply,
    form: 'new' | number,
  ) {
    const landing = landingOf(request.params);
    if (!landing) return deps.render(request, reply, deps.notFound);
    const body = request.body ?? {};
    const values = {
      kind: one(body.kind).slice(0, 40),
      value: one(body.value).slice(0, 200),
      title: one(body.title).slice(0, 400),
    };
    const parsed = parseRow(values);
    if (!parsed.ok) return show(request, reply, { form: { form, values, errors: parsed.errors } });
    const staff = staffMember(request);
    const done: RowChange =
      form === 'new'
        ? await addRow(deps.db, staff, landing, parsed.value)
        : await updateRow(deps.db, staff, landing, form, parsed.value);
    if (done === 'no_set' || done === 'no_collection')
      return show(request, reply, {
        form: { form, values, errors: { value: done === 'no_set' ? 'noSet' : 'noCollection' } },
      });
    return back(request, reply, `/operator/landings/${landing.site}/${landing.key}`, { done });
  }

  app.post<{ Params: Params; Body: Form }>('/operator/landings/:site/:key/rows', (request, reply) =>
    save(request, reply, 'new'),
  );
  app.post<{ Params: Params & { id: string }; Body: Form }>(
    '/operator/landings/:site/:key/rows/:id',
    (request, reply) => {
      const id = parseId(request.params.id);
      if (id === undefined) return deps.render(request, reply, deps.notFound);
      return save(request, reply, id);
    },
  );
  for (const change of ['up', 'down', 'remove'] as const)
    app.post<{ Params: Params & { id: string }; Body: Form }>(
      `/operator/landings/:site/:key/rows/:id/${change}`,
      async (request, reply) => {
        const landing = landingOf(request.params);
        const id = parseId(request.params.id);
        if (!landing || id === undefined) return deps.render(request, reply, deps.notFound);
        const staff = staffMember(request);
        const done =
          change === 'remove'
            ? await removeRow(deps.db, staff, landing, id)
            : await moveRow(deps.db, staff, landing, id, change);
        return back(request, reply, `/operator/landings/${landing.site}/${landing.key}`, { done });
      },
    );
}
