import { forgetEditorialLanding } from '@lightbox/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditOf, searchAssets } from '../assets/repository';
import {
  type AttachChange,
  createEvent,
  eventAssets,
  eventForEdit,
  type ParentProblem,
  parentChoices,
  searchEvents,
  setAssetEvent,
  updateEvent,
} from '../events/repository';
import { parseEventForm } from '../events/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import {
  EventEditPage,
  type EventErrors,
  type EventFormValues,
  EventListPage,
  eventFormValues,
  NewEventPage,
} from '../ui/EventPages';
import { back, type ConsoleRouteDeps, one, parseId, translator } from './assets';
import { staffMember } from './gate';

type Form = Record<string, string | string[] | undefined>;
/** Asset search results offered for attaching on an event's page. */
const FIND_MAX = 20;
const NOTICES: Record<string, ConsoleMessageKey> = {
  created: 'console.events.created',
  saved: 'console.saved',
  unchanged: 'console.unchanged',
  attached: 'console.event.attachedDone',
  detached: 'console.event.detachedDone',
};
const FIELDS = ['name', 'product', 'begins', 'ends', 'location', 'country', 'parent'] as const;
const valuesOf = (form: Form): EventFormValues =>
  Object.fromEntries(FIELDS.map((f) => [f, one(form[f]).slice(0, 400)])) as EventFormValues;
const flat = (form: Form) => Object.fromEntries(FIELDS.map((f) => [f, one(form[f])]));
const parentError = (problem: ParentProblem): EventErrors => ({
  parent: problem === 'has_children' ? 'hasChildren' : 'parent',
});

/** /operator/events: staff list, create and edit events and attach assets to them. */
export function registerEventRoutes(app: FastifyInstance, deps: ConsoleRouteDeps) {
  app.get<{ Querystring: Form }>('/operator/events', async (request, reply) => {
    const text = one(request.query.q).slice(0, 200);
    const rows = await searchEvents(deps.db, text);
    return deps.render(request, reply, {
      name: 'console-events',
      title: (t) => translator(t).t('console.nav.events'),
      noindex: true,
      content: ({ t, page }) => <EventListPage t={translator(t)} page={page} text={text} rows={rows} />,
    });
  });

  async function showNew(
    request: FastifyRequest,
    reply: FastifyReply,
    values: EventFormValues,
    errors: EventErrors,
  ) {
    const parents = await parentChoices(deps.db);
    return deps.render(request, reply, {
      name: 'console-event-new',
      title: (t) => translator(t).t('console.events.new'),
      noindex: true,
      ...(Object.keys(errors).length > 0 && { status: 422 }),
      content: ({ t, page }) => (
        <NewEventPage t={translator(t)} page={page} values={values} errors={errors} parents={parents} />
      ),
    });
  }

  app.get('/operator/events/new', async (request, reply) =>
    showNew(
      request,
      reply,
      { name: '', product: 'news', begins: '', ends: '', location: '', country: '', parent: '' },
      {},
    ),
  );

  app.post<{ Body: Form }>('/operator/events', async (request, reply) => {
    const form = request.body ?? {};
    const parsed = parseEventForm(flat(form));
    if (!parsed.ok) return showNew(request, reply, valuesOf(form), parsed.errors);
    const created = await createEvent(deps.db, staffMember(request), parsed.value);
    if (!created.ok) return showNew(request, reply, valuesOf(form), parentError(created.problem));
    forgetEditorialLanding();
    return back(request, reply, `/operator/events/${created.id}`, { done: 'created' });
  });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    state: {
      notice?: ConsoleMessageKey;
      values?: EventFormValues;
      errors?: EventErrors;
      assetError?: ConsoleMessageKey;
      assetValue?: string;
      find?: string;
    } = {},
  ) {
    const event = await eventForEdit(deps.db, id);
    if (!event) return deps.render(request, reply, deps.notFound);
    const find = (state.find ?? '').slice(0, 200);
    const [parents, assets, audit, found] = await Promise.all([
      parentChoices(deps.db),
      eventAssets(deps.db, id),
      auditOf(deps.db, 'event', id),
      find.trim() === '' ? [] : searchAssets(deps.db, { text: find }),
    ]);
    const errors = state.errors ?? {};
    return deps.render(request, reply, {
      name: 'console-event',
      title: event.name,
      noindex: true,
      ...((Object.keys(errors).length > 0 || state.assetError) && { status: 422 }),
      content: ({ t, page }) => (
        <EventEditPage
          t={translator(t)}
          page={page}
          event={event}
          values={state.values ?? eventFormValues(event)}
          errors={errors}
          parents={parents}
          assets={assets}
          find={{ text: find, rows: found.slice(0, FIND_MAX) }}
          assetError={state.assetError && translator(t).t(state.assetError)}
          {...(state.assetValue !== undefined && { assetValue: state.assetValue })}
          audit={audit}
          notice={state.notice && translator(t).t(state.notice)}
        />
      ),
    });
  }

  app.get<{ Params: { id: string }; Querystring: Form }>('/operator/events/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const notice = NOTICES[one(request.query.done)];
    return show(request, reply, id, { ...(notice && { notice }), find: one(request.query.find) });
  });

  app.post<{ Params: { id: string }; Body: Form }>('/operator/events/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const form = request.body ?? {};
    const parsed = parseEventForm(flat(form));
    if (!parsed.ok) return show(request, reply, id, { values: valuesOf(form), errors: parsed.errors });
    const done = await updateEvent(deps.db, staffMember(request), id, parsed.value);
    if (done === 'missing') return deps.render(request, reply, deps.notFound);
    if (done !== 'saved' && done !== 'unchanged')
      return show(request, reply, id, { values: valuesOf(form), errors: parentError(done) });
    if (done === 'saved') forgetEditorialLanding();
    return back(request, reply, `/operator/events/${id}`, { done });
  });

  for (const change of ['attach', 'detach'] as const)
    app.post<{ Params: { id: string }; Body: Form }>(
      `/operator/events/:id/${change}`,
      async (request, reply) => {
        const id = parseId(request.params.id);
        if (id === undefined) return deps.render(request, reply, deps.notFound);
        const raw = one(request.body?.asset).trim();
        const assetId = parseId(raw);
        const done: AttachChange =
          assetId === undefined
            ? 'no_asset'
            : await setAssetEvent(deps.db, staffMember(request), id, assetId, change === 'attach');
        if (done === 'missing') return deps.render(request, reply, deps.notFound);
        if (done === 'no_asset')
          return show(request, reply, id, {
            assetError: 'console.sets.noAsset',
            assetValue: raw.slice(0, 20),
          });
        if (done !== 'unchanged') forgetEditorialLanding();
        return back(request, reply, `/operator/events/${id}`, { done });
      },
    );
}
