import { Button, CsrfField, Field, href, type PageContext } from '@lightbox/ui';
import type { AuditRow } from '../assets/repository';
import type { ValueAsset, ValueRow } from '../values/repository';
import type { ValueKind } from '../values/rules';
import { AssetMembers } from './AssetMembers';
import { AuditTable } from './AssetPages';
import { ConsoleFrame, type T } from './ConsoleFrame';

/** Form errors and the values typed, by field. */
export interface ValueFormState {
  errors?: Partial<Record<'name' | 'asset' | 'to', string>>;
  values?: Partial<Record<'name' | 'asset' | 'to', string>>;
}

const heading = (t: T, kind: ValueKind) =>
  t.t(kind === 'people' ? 'console.nav.people' : 'console.nav.locations');

function AssignForm(props: {
  t: T;
  page: PageContext;
  kind: ValueKind;
  name?: string;
  state: ValueFormState;
}) {
  const { t, page, kind, state } = props;
  return (
    <form
      className="lb-console__search"
      method="post"
      action={href(page, `/operator/${kind}/assign`)}
      noValidate
    >
      <CsrfField />
      {props.name === undefined ? (
        <Field id="name" label={t.t(`console.${kind}.name`)} error={state.errors?.name}>
          {(control) => (
            <input {...control} type="text" name="name" defaultValue={state.values?.name ?? ''} />
          )}
        </Field>
      ) : (
        <>
          <input type="hidden" name="name" value={props.name} />
          <input type="hidden" name="on" value="value" />
        </>
      )}
      <Field id="asset" label={t.t('console.values.asset')} error={state.errors?.asset}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            name="asset"
            defaultValue={state.values?.asset ?? ''}
          />
        )}
      </Field>
      <Button type="submit">{t.t('console.values.assign')}</Button>
    </form>
  );
}

export function ValueListPage(props: {
  t: T;
  page: PageContext;
  kind: ValueKind;
  text: string;
  rows: ValueRow[];
  state: ValueFormState;
}) {
  const { t, page, kind } = props;
  return (
    <ConsoleFrame t={t} page={page} section={kind} heading={heading(t, kind)}>
      <p className="lb-console__intro">{t.t(`console.${kind}.intro`)}</p>
      <form className="lb-console__search" method="get" action={href(page, `/operator/${kind}`)}>
        <Field id="q" label={t.t(`console.${kind}.query`)}>
          {(control) => <input {...control} type="search" name="q" defaultValue={props.text} />}
        </Field>
        <Button type="submit">{t.t('console.assets.search')}</Button>
      </form>
      <section className="lb-console__panel" aria-labelledby="assign-title">
        <h2 id="assign-title">{t.t(`console.${kind}.add`)}</h2>
        <AssignForm t={t} page={page} kind={kind} state={props.state} />
      </section>
      <div className="lb-console__scroll">
        <table className="lb-console__table">
          <thead>
            <tr>
              <th scope="col">{t.t(`console.${kind}.name`)}</th>
              <th scope="col" className="lb-console__num">
                {t.t('console.nav.assets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.name}>
                <td>
                  <a href={href(page, `/operator/${kind}?name=${encodeURIComponent(row.name)}`)}>
                    {row.name}
                  </a>
                </td>
                <td className="lb-console__num">{t.formatNumber(row.assets)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {props.rows.length === 0 && <p className="lb-console__intro">{t.t('console.values.none')}</p>}
      </div>
    </ConsoleFrame>
  );
}

export function ValuePage(props: {
  t: T;
  page: PageContext;
  kind: ValueKind;
  name: string;
  assets: ValueAsset[];
  audit: AuditRow[];
  state: ValueFormState;
  notice?: string | undefined;
}) {
  const { t, page, kind, name, state } = props;
  return (
    <ConsoleFrame t={t} page={page} section={kind} heading={name} notice={props.notice}>
      <p className="lb-console__intro">{t.t('console.assets.count', { count: props.assets.length })}</p>
      <div className="lb-console__columns">
        <section className="lb-console__panel" aria-labelledby="assign-title">
          <h2 id="assign-title">{t.t('console.values.assignOne')}</h2>
          <AssignForm t={t} page={page} kind={kind} name={name} state={state} />
        </section>
        <section className="lb-console__panel" aria-labelledby="rename-title">
          <h2 id="rename-title">{t.t('console.values.rename')}</h2>
          <form method="post" action={href(page, `/operator/${kind}/rename`)} noValidate>
            <CsrfField />
            <input type="hidden" name="name" value={name} />
            <Field
              id="to"
              label={t.t('console.values.to')}
              hint={t.t('console.values.mergeHint')}
              error={state.errors?.to}
            >
              {(control) => (
                <input {...control} type="text" name="to" defaultValue={state.values?.to ?? name} />
              )}
            </Field>
            <Button type="submit">{t.t('console.values.renameButton')}</Button>
          </form>
        </section>
      </div>
      <AssetMembers
        t={t}
        page={page}
        rows={props.assets}
        action={href(page, `/operator/${kind}/unassign`)}
        remove="console.sets.remove"
        fields={{ name, on: 'value' }}
      />
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}
