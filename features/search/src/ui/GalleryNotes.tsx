import { set } from '@lightbox/core/search';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { SearchMessageKey } from '../messages/en-us';
import type { SearchResult } from '../service';
import { EDITORIAL_PATH, eventPath } from './EditorialLanding';
import type { ActionLink } from './Suggestions';

/** Events linked from the results at most. */
const EVENTS_SHOWN = 6;

/**
 * What the gallery state says beside the results: editors' picks applied for the visitor (with
 * the way to every result), the gateway to the editorial landing, and the events of the results.
 */
export function GalleryNotes({
  result,
  page,
  st,
  link,
}: {
  result: SearchResult;
  page: PageContext;
  st: Translator<SearchMessageKey>;
  link: ActionLink;
}) {
  // Event pages are part of the premium site's editorial landing.
  const events = page.site === 'premium' ? result.events.slice(0, EVENTS_SHOWN) : [];
  return (
    <>
      {result.recommendation.autoApplied && (
        <p className="lb-notice lb-gallery-note">
          {st.t('search.gallery.recommended')}{' '}
          <a {...link(set('recommendconfig', 'none'))}>{st.t('search.gallery.showAll')}</a>
        </p>
      )}
      {result.renderGatewayView && (
        <p className="lb-gallery-gateway">
          <a href={href(page, EDITORIAL_PATH)}>{st.t('search.gallery.gateway')}</a>
        </p>
      )}
      {events.length > 0 && (
        <nav className="lb-related" aria-label={st.t('search.gallery.events')}>
          <h2>{st.t('search.gallery.events')}</h2>
          <ul>
            {events.map((e) => (
              <li key={e.id}>
                <a className="lb-related__term" href={href(page, eventPath(e))}>
                  {e.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
