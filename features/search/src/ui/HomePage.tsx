import { toSearchUrl } from '@lightbox/core/search';
import type { Slots } from '@lightbox/ui';
import { BOOT_LATER_ATTRIBUTE, href, type PageContext, type Translator } from '@lightbox/ui';
import type { AssetCard } from '../presenters';
import { AssetGrid } from './AssetTile';

const CATEGORIES = [
  {
    key: 'creativeImages',
    label: 'home.category.creativeImages',
    path: toSearchUrl({ assettype: 'image', family: 'creative' }),
  },
  {
    key: 'editorial',
    label: 'home.category.editorial',
    path: toSearchUrl({ assettype: 'image', family: 'editorial' }),
  },
  { key: 'video', label: 'home.category.video', path: toSearchUrl({ assettype: 'film' }) },
  {
    key: 'illustrations',
    label: 'home.category.illustrations',
    path: toSearchUrl({ assettype: 'image', mediatype: 'illustration' }),
  },
  {
    key: 'vectors',
    label: 'home.category.vectors',
    path: toSearchUrl({ assettype: 'image', mediatype: 'vector' }),
  },
] as const;

const HERO_TILES = 10;

export function HomePage({
  page,
  t,
  slots,
  popular,
  covers,
  total,
}: {
  page: PageContext;
  t: Translator;
  slots: Slots;
  popular: AssetCard[];
  covers: Record<string, number | undefined>;
  /** The real number of assets on offer, stated instead of a vague "millions". */
  total: number;
}) {
  const premium = page.site === 'premium';
  // A mosaic of small renditions: crisp at its size, and no unwatermarked large file is published.
  // It is decoration behind the heading: shown by the page boot once the first screen is painted
  // (nothing without scripts), so a phone's bandwidth goes to the first screen's pictures first.
  const mosaic = popular.slice(0, HERO_TILES);
  return (
    <>
      <section className="lb-hero">
        <div className="lb-hero__mosaic" aria-hidden="true">
          <template {...{ [BOOT_LATER_ATTRIBUTE]: '' }}>
            {mosaic.map((a) => (
              <img key={a.id} src={a.thumbUrl} alt="" fetchPriority="low" decoding="async" />
            ))}
          </template>
        </div>
        <div className="lb-hero__content">
          <h1>{t.t(premium ? 'site.premium.heroTitle' : 'site.subscription.heroTitle')}</h1>
          <p>{t.t(premium ? 'site.premium.heroSubtitle' : 'site.subscription.heroSubtitle')}</p>
          {slots.SearchBar()}
          <p className="lb-hero__count">{t.t('home.count', { total })}</p>
        </div>
      </section>
      <div className="container">
        <section className="lb-section" aria-labelledby="lb-explore">
          <h2 id="lb-explore">{t.t('home.explore')}</h2>
          <div className="lb-categories">
            {CATEGORIES.map((c) => (
              <a key={c.key} className="lb-category" href={href(page, c.path)}>
                {/* Not lazy: on a phone the first row is on the first screen, and its picture is
                    the page's largest paint, which a lazy image starts only after layout. */}
                {covers[c.key] !== undefined && <img src={`/media/${covers[c.key]}/thumb.jpg`} alt="" />}
                <span>{t.t(c.label)}</span>
              </a>
            ))}
          </div>
        </section>
        <section className="lb-section" aria-labelledby="lb-popular">
          <h2 id="lb-popular">{t.t('home.popular')}</h2>
          <AssetGrid assets={popular} page={page} t={t} label={t.t('home.popular')} belowTheFold />
        </section>
      </div>
    </>
  );
}
