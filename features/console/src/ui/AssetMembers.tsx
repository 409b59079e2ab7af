import { Button, CsrfField, href, type PageContext } from '@lightbox/ui';
import type { ConsoleMessageKey } from '../messages/en-us';
import type { T } from './ConsoleFrame';

/**
 * The assets of a set, an event or a person: id, title, status, and a button that posts the
 * asset's id (with `fields`) to `action` to take it out. Shared so the three pages stay alike.
 */
export function AssetMembers(props: {
  t: T;
  page: PageContext;
  rows: ReadonlyArray<{ id: number; title: string; withdrawn: boolean }>;
  action: string;
  remove: ConsoleMessageKey;
  fields?: Record<string, string>;
}) {
  const { t, page } = props;
  const remove = t.t(props.remove);
  return (
    <div className="lb-console__scroll">
      <table className="lb-console__table">
        <thead>
          <tr>
            <th scope="col">{t.t('console.col.asset')}</th>
            <th scope="col">{t.t('console.col.title')}</th>
            <th scope="col">{t.t('console.status.label')}</th>
            <th scope="col">
              <span className="visually-hidden">{remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((a) => (
            <tr key={a.id}>
              <td>
                <a href={href(page, `/operator/assets/${a.id}`)}>{a.id}</a>
              </td>
              <td>{a.title}</td>
              <td>{t.t(a.withdrawn ? 'console.status.withdrawn' : 'console.status.live')}</td>
              <td>
                <form method="post" action={props.action}>
                  <CsrfField />
                  {Object.entries(props.fields ?? {}).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <input type="hidden" name="asset" value={a.id} />
                  <Button type="submit" variant="secondary" aria-label={`${remove} ${a.id}`}>
                    {remove}
                  </Button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
