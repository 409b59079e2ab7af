import { href, type PageContext } from '@lightbox/ui';
import { SaveToBoardButton } from '../client/SaveToBoardButton';
import type { BoardAssetView, CuratedSetView } from '../presenters';
import { type BoardsT, CollaborationTabs } from './BoardPages';

/** The deployed application's name for the save buttons on set pages (spec section 4, point 9). */
export const SETS_APP_NAME = 'collaboration-sets';

/** /collaboration/curated-sets: the site's signature and essentials sets. */
export function CuratedSetsPage({
  page,
  t,
  sets,
}: {
  page: PageContext;
  t: BoardsT;
  sets: CuratedSetView[];
}) {
  return (
    <section className="lb-boards">
      <CollaborationTabs page={page} t={t} current="/collaboration/curated-sets" />
      <h1>{t.t('boards.sets.title')}</h1>
      <p className="lb-muted">{t.t('boards.sets.intro')}</p>
      <ul className="lb-boards__list">
        {sets.map((s) => (
          <li key={s.id} className="lb-boards__item">
            <a href={href(page, `/sets/${s.id}`)}>
              {s.thumbUrl ? (
                <img src={s.thumbUrl} alt="" width={240} height={160} />
              ) : (
                <span className="lb-boards__blank" />
              )}
              <strong>{s.name}</strong>
            </a>
            <span className="lb-muted">{t.t('boards.list.assets', { count: s.assetCount })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SetPageData {
  set: CuratedSetView;
  assets: BoardAssetView[];
}

/** /sets/{id}: one set's assets, each with the save-to-board button. Hydrated in the browser. */
export function SetPage({ page, t, data }: { page: PageContext; t: BoardsT; data: SetPageData }) {
  return (
    <section className="lb-boards">
      <p className="lb-boards__crumbs">
        <a href={href(page, '/collaboration/curated-sets')}>{t.t('boards.sets.back')}</a>
      </p>
      <h1>{data.set.name}</h1>
      <p className="lb-muted">{t.t('boards.list.assets', { count: data.assets.length })}</p>
      <ul className="lb-set-grid">
        {data.assets.map((a) => (
          <li key={a.id} className="lb-set-tile" data-asset-id={a.id}>
            <a href={href(page, `/detail/${a.id}`)}>
              <img src={a.thumbUrl} alt={a.title} width={240} height={160} loading="lazy" />
            </a>
            <div className="lb-set-tile__bar">
              <span className="lb-set-tile__title">{a.title}</span>
              <SaveToBoardButton
                page={page}
                appName={SETS_APP_NAME}
                asset={{
                  id: a.id,
                  title: a.title,
                  shortTitle: a.shortTitle,
                  thumbUrl: a.thumbUrl,
                  isOffline: a.isOffline,
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
