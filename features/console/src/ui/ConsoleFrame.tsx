import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { ConsoleMessageKey } from '../messages/en-us';

export type T = Translator<ConsoleMessageKey>;
export type Section = 'assets' | 'orders' | 'sets' | 'landings' | 'events' | 'people' | 'locations';

/** Every console page: the console's own navigation (back to analytics too), then the page. */
export function ConsoleFrame(props: {
  t: T;
  page: PageContext;
  section: Section;
  heading: string;
  notice?: string | undefined;
  children: ReactNode;
}) {
  const { t, page } = props;
  const link = (path: string, label: string, current: boolean) => (
    <li>
      <a href={href(page, path)} aria-current={current ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <div className="container lb-console">
      <nav className="lb-console__nav" aria-label={t.t('console.nav.label')}>
        <ul>
          {link('/operator', t.t('console.nav.analytics'), false)}
          {link('/operator/assets', t.t('console.nav.assets'), props.section === 'assets')}
          {link('/operator/orders', t.t('console.nav.orders'), props.section === 'orders')}
          {link('/operator/sets', t.t('console.nav.sets'), props.section === 'sets')}
          {link('/operator/landings', t.t('console.nav.landings'), props.section === 'landings')}
          {link('/operator/events', t.t('console.nav.events'), props.section === 'events')}
          {link('/operator/people', t.t('console.nav.people'), props.section === 'people')}
          {link('/operator/locations', t.t('console.nav.locations'), props.section === 'locations')}
        </ul>
      </nav>
      <h1>{props.heading}</h1>
      {props.notice && (
        <p className="lb-console__notice" role="status">
          {props.notice}
        </p>
      )}
      {props.children}
    </div>
  );
}
