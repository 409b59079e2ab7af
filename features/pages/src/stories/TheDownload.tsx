import { toSearchUrl } from '@lightbox/core/search';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { PagesMessageKey } from '../messages/en-us';
import type { Story } from './repository';

/** `/the-download`: the editorial collection's latest stories, each leading to its pictures. */
export function TheDownload({
  page,
  tp,
  summary,
  stories,
  bcp47,
}: {
  page: PageContext;
  tp: Translator<PagesMessageKey>;
  summary: string;
  stories: Story[];
  bcp47: string;
}) {
  const dates = new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' });
  const when = (s: Story) =>
    s.beginsOn === s.endsOn
      ? dates.format(new Date(s.beginsOn))
      : dates.formatRange(new Date(s.beginsOn), new Date(s.endsOn));
  return (
    <div className="container lb-info lb-stories">
      <header className="lb-info__head">
        <h1>{tp.t('pages.download.title')}</h1>
        <p className="lb-info__lead">{summary}</p>
      </header>
      {stories.length === 0 ? (
        <p>{tp.t('pages.download.empty')}</p>
      ) : (
        <ul className="lb-stories__list">
          {stories.map((s) => (
            <li key={s.eventId}>
              <article className="lb-story">
                <a
                  className="lb-story__cover"
                  href={href(
                    page,
                    toSearchUrl({ assettype: 'image', family: 'editorial', eventid: String(s.eventId) }),
                  )}
                >
                  <img
                    src={`/media/${s.cover.id}/thumb.jpg`}
                    alt={s.cover.title}
                    width={s.cover.width}
                    height={s.cover.height}
                    loading="lazy"
                  />
                </a>
                <h2>
                  <a
                    href={href(
                      page,
                      toSearchUrl({ assettype: 'image', family: 'editorial', eventid: String(s.eventId) }),
                    )}
                  >
                    {s.name}
                  </a>
                </h2>
                <p className="lb-story__meta">
                  {when(s)} · {s.location}
                </p>
                <p className="lb-story__meta">{tp.t('pages.download.pictures', { total: s.pictures })}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
