import { SaveToBoardButton } from '@lightbox/boards/client';
import { COMP_LONG_EDGE, fittedSize } from '@lightbox/catalogue/client';
import { toSearchUrl } from '@lightbox/core/search';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { AssetCard, AssetDetail } from '../presenters';
import { assetStructuredData } from '../structured-data';
import { AssetGrid, formatDuration } from './AssetTile';

function Facts({ asset, t }: { asset: AssetDetail; t: Translator }) {
  const rows: Array<[string, string]> = [
    [t.t('detail.assetId'), String(asset.id)],
    [t.t('detail.license'), t.t(`asset.license.${asset.licenseType}`)],
    [t.t('detail.collection'), asset.collection],
    [t.t('detail.contributor'), asset.credit],
    [
      t.t('detail.dimensions'),
      t.t('detail.pixels', { width: t.formatNumber(asset.width), height: t.formatNumber(asset.height) }),
    ],
    [t.t('detail.dateTaken'), t.formatDate(asset.dateTaken, 'long')],
  ];
  if (asset.assetType !== 'image') {
    if (asset.durationSeconds !== null)
      rows.push([t.t('detail.durationLabel'), formatDuration(asset.durationSeconds)]);
    if (asset.frameRate !== null) rows.push([t.t('detail.frameRate'), String(asset.frameRate)]);
    if (asset.filmDefinition) rows.push([t.t('detail.definition'), asset.filmDefinition.toUpperCase()]);
  }
  if (asset.copyright) rows.push([t.t('detail.copyright'), asset.copyright]);
  if (asset.event) rows.push([t.t('detail.event'), asset.event]);
  if (asset.locations.length) rows.push([t.t('detail.location'), asset.locations.join(', ')]);
  if (asset.people.length) rows.push([t.t('detail.people'), asset.people.join(', ')]);
  rows.push([
    t.t('detail.releaseStatus'),
    t.t(asset.releaseStatus === 'released' ? 'detail.release.released' : 'detail.release.notreleased'),
  ]);
  return (
    <dl className="lb-facts">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AssetDetailPage({
  asset,
  related,
  page,
  t,
  licencePanelHtml,
  origin,
}: {
  asset: AssetDetail;
  related: AssetCard[];
  page: PageContext;
  t: Translator;
  licencePanelHtml?: string | undefined;
  origin?: string | undefined;
}) {
  const isFilm = asset.assetType !== 'image';
  const typeLabel = t.t(`asset.type.${asset.assetType}`);
  return (
    <div className="container">
      <nav className="lb-breadcrumb" aria-label={t.t('detail.breadcrumb')}>
        <ol>
          <li>
            <a
              href={href(page, toSearchUrl({ assettype: asset.assetType === 'image' ? 'image' : 'film' }))}
              // Spec §5/§7 tracking attribute: "ADP Category Link Click".
              data-track={`click:adp_category_link;category:${asset.assetType}`}
            >
              {typeLabel}
            </a>
          </li>
          <li>
            <a
              href={href(
                page,
                toSearchUrl({
                  assettype: asset.assetType === 'image' ? 'image' : 'film',
                  family: asset.family,
                }),
              )}
              data-track={`click:adp_category_link;category:${asset.family}`}
            >
              {t.t(`asset.family.${asset.family}`)}
            </a>
          </li>
          <li aria-current="page">{asset.shortTitle}</li>
        </ol>
      </nav>
      {origin !== undefined && (
        <script
          type="application/ld+json"
          // Escaped JSON (no '<'), the same on the server and in the browser.
          dangerouslySetInnerHTML={{
            __html: assetStructuredData(asset, origin, t.t(`site.${page.site}.name`)),
          }}
        />
      )}
      <article className="lb-detail">
        <div className="lb-detail__media">
          {isFilm && asset.previewUrl ? (
            <video
              src={asset.previewUrl}
              poster={asset.posterUrl ?? undefined}
              // The clip's proportions before its file loads: no grey box of the default 2:1.
              width={asset.width}
              height={asset.height}
              controls
              muted
              loop
              playsInline
              preload="metadata"
            />
          ) : (
            <img
              src={asset.compUrl}
              alt={t.t('detail.previewAlt', { title: asset.title })}
              // The comp's own size, which search.css keeps until the file arrives: no shift.
              {...fittedSize(asset.width, asset.height, COMP_LONG_EDGE)}
              fetchPriority="high"
            />
          )}
        </div>
        <div>
          <h1 lang={asset.metadataLanguage}>{asset.title}</h1>
          <SaveToBoardButton asset={asset} page={page} appName="asset-detail" />
          {asset.caption && (
            <p className="lb-detail__caption" lang={asset.metadataLanguage}>
              {asset.caption}
            </p>
          )}
          {asset.family === 'editorial' && <p className="lb-notice">{t.t('detail.editorialNotice')}</p>}
          {asset.isOffline && <p className="lb-notice">{t.t('detail.offline')}</p>}
          <div className="lb-license">
            <strong>{t.t(`asset.license.${asset.licenseType}`)}</strong>
            {t.t(`asset.license.${asset.licenseType}.explain`)}
          </div>
          {licencePanelHtml && (
            // The same HTML on the server and in the browser, so hydration keeps it as it is.
            <div className="lb-detail__licence" dangerouslySetInnerHTML={{ __html: licencePanelHtml }} />
          )}
          <Facts asset={asset} t={t} />
          <h2 className="visually-hidden">{t.t('detail.keywords')}</h2>
          <ul className="lb-keywords" aria-label={t.t('detail.keywords')}>
            {asset.keywords.slice(0, 30).map((k) => (
              <li key={k} lang={asset.metadataLanguage}>
                <a
                  href={href(
                    page,
                    toSearchUrl({ assettype: asset.assetType === 'image' ? 'image' : 'film', phrase: k }),
                  )}
                  // Spec §5/§7: "ADP Category Browse Click" (a context value holds no ';').
                  data-track={`click:adp_category_browse;keyword:${k.replaceAll(';', ' ')}`}
                >
                  {k}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </article>
      {related.length > 0 && (
        <section className="lb-section" aria-labelledby="lb-related">
          <h2 id="lb-related">{t.t('detail.related')}</h2>
          <AssetGrid assets={related} page={page} t={t} label={t.t('detail.related')} belowTheFold />
        </section>
      )}
    </div>
  );
}
