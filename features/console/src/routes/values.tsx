import { forgetEditorialLanding } from '@lightbox/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleMessageKey } from '../messages/en-us';
import type { ValueFormState } from '../ui/ValuePages';
import { ValueListPage, ValuePage } from '../ui/ValuePages';
import { assignValue, listValues, renameValue, valueAssets, valueAudit } from '../values/repository';
import { parseValueName, VALUE_KINDS, type ValueKind } from '../values/rules';
import { back, type ConsoleRouteDeps, one, parseId, translator } from './assets';
import { staffMember } from './gate';

type Form = Record<string, string | string[] | undefined>;
const NOTICES: Record<string, ConsoleMessageKey> = {
  added: 'console.values.added',
  removed: 'console.values.removed',
  renamed: 'console.values.renamed',
  unchanged: 'console.unchanged',
};
type Errors = NonNullable<ValueFormState['errors']>;
const keyed = (
  errors: Partial<Record<keyof Errors, ConsoleMessageKey>>,
  t: (k: ConsoleMessageKey) => string,
) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, t(key as ConsoleMessageKey)]),
  ) as Errors;

/** /operator/people and /operator/locations: the names shown on assets, renamed, merged and assigned. */
export function registerValueRoutes(app: FastifyInstance, deps: ConsoleRouteDeps) {
  for (const kind of VALUE_KINDS) registerKind(app, deps, kind);
}

function registerKind(app: FastifyInstance, deps: ConsoleRouteDeps, kind: ValueKind) {
  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { text?: string; name?: string },
    state: {
      notice?: ConsoleMessageKey;
      errors?: Partial<Record<keyof Errors, ConsoleMessageKey>>;
      values?: ValueFormState['values'];
    } = {},
  ) {
    const failed = state.errors !== undefined && Object.keys(state.errors).length > 0;
    const name = query.name;
    if (name !== undefined) {
      const [assets, audit] = await Promise.all([
        valueAssets(deps.db, kind, name),
        valueAudit(deps.db, kind, name),
      ]);
      // A name no asset shows any more (renamed away, say) has no page; its history stays on the assets.
      if (assets.length === 0 && !failed) return deps.render(request, reply, deps.notFound);
      return deps.render(request, reply, {
        name: `console-${kind}-one`,
        title: name,
        noindex: true,
        ...(failed && { status: 422 }),
        content: ({ t, page }) => (
          <ValuePage
            t={translator(t)}
            page={page}
            kind={kind}
            name={name}
            assets={assets}
            audit={audit}
            state={{
              errors: keyed(state.errors ?? {}, (k) => translator(t).t(k)),
              ...(state.values && { values: state.values }),
            }}
            notice={state.notice && translator(t).t(state.notice)}
          />
        ),
      });
    }
    const text = (query.text ?? '').slice(0, 200);
    const rows = await listValues(deps.db, kind, text);
    return deps.render(request, reply, {
      name: `console-${kind}`,
      title: (t) => translator(t).t(kind === 'people' ? 'console.nav.people' : 'console.nav.locations'),
      noindex: true,
      ...(failed && { status: 422 }),
      content: ({ t, page }) => (
        <ValueListPage
          t={translator(t)}
          page={page}
          kind={kind}
          text={text}
          rows={rows}
          state={{
            errors: keyed(state.errors ?? {}, (k) => translator(t).t(k)),
            ...(state.values && { values: state.values }),
          }}
        />
      ),
    });
  }

  app.get<{ Querystring: Form }>(`/operator/${kind}`, async (request, reply) => {
    const name = one(request.query.name);
    const notice = NOTICES[one(request.query.done)];
    return show(
      request,
      reply,
      name === '' ? { text: one(request.query.q) } : { name: name.slice(0, 400) },
      notice ? { notice } : {},
    );
  });

  for (const change of ['assign', 'unassign'] as const)
    app.post<{ Body: Form }>(`/operator/${kind}/${change}`, async (request, reply) => {
      const form = request.body ?? {};
      const rawName = one(form.name);
      const rawAsset = one(form.asset).trim();
      const name = parseValueName(rawName);
      const assetId = parseId(rawAsset);
      // The value page's forms say so in a hidden field: their errors are shown there.
      const onValuePage = one(form.on) === 'value';
      const values = { name: rawName.slice(0, 400), asset: rawAsset.slice(0, 20) };
      const errors: Partial<Record<keyof Errors, ConsoleMessageKey>> = {};
      if (!name) errors.name = 'console.values.badName';
      if (assetId === undefined) errors.asset = 'console.sets.noAsset';
      const result =
        name && assetId !== undefined
          ? await assignValue(deps.db, staffMember(request), kind, assetId, name, change === 'assign')
          : undefined;
      if (result === 'no_asset') errors.asset = 'console.sets.noAsset';
      if (Object.keys(errors).length > 0) {
        const existing = name ? await valueAssets(deps.db, kind, name) : [];
        return show(request, reply, existing.length > 0 && onValuePage ? { name: name! } : {}, {
          errors,
          values,
        });
      }
      if (result !== 'unchanged') forgetEditorialLanding();
      return back(request, reply, `/operator/${kind}`, { name: name!, done: result! });
    });

  app.post<{ Body: Form }>(`/operator/${kind}/rename`, async (request, reply) => {
    const form = request.body ?? {};
    const from = one(form.name);
    const rawTo = one(form.to);
    const to = parseValueName(rawTo);
    if (!to)
      return show(
        request,
        reply,
        { name: from },
        { errors: { to: 'console.values.badName' }, values: { to: rawTo.slice(0, 400) } },
      );
    const changed = await renameValue(deps.db, staffMember(request), kind, from, to);
    if (changed === 0) return back(request, reply, `/operator/${kind}`, { name: from, done: 'unchanged' });
    forgetEditorialLanding();
    return back(request, reply, `/operator/${kind}`, { name: to, done: 'renamed' });
  });
}
