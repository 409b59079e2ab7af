import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { DownloadsMessageKey } from '../messages/en-us';

type DownloadsT = Translator<DownloadsMessageKey>;

/** The page's sections, by the anchors the spec names (`/faq/using-files#photos`, …). */
const SECTIONS = [
  {
    id: 'photos',
    title: 'downloads.faq.photos.title',
    paragraphs: [
      'downloads.faq.photos.sizes',
      'downloads.faq.photos.format',
      'downloads.faq.photos.colour',
      'downloads.faq.photos.rights',
    ],
  },
  {
    id: 'illustrations-and-vectors',
    title: 'downloads.faq.illustrations.title',
    paragraphs: ['downloads.faq.illustrations.body', 'downloads.faq.illustrations.vector'],
  },
  {
    id: 'video-clips',
    title: 'downloads.faq.video.title',
    paragraphs: ['downloads.faq.video.sizes', 'downloads.faq.video.preview', 'downloads.faq.video.download'],
  },
  {
    id: 'downloading-again',
    title: 'downloads.faq.again.title',
    paragraphs: ['downloads.faq.again.body'],
  },
] as const satisfies ReadonlyArray<{
  id: string;
  title: DownloadsMessageKey;
  paragraphs: readonly DownloadsMessageKey[];
}>;

/**
 * `/faq/using-files`: what a licensed file is (format, sizes, colour, rights metadata) for each
 * kind of asset, as this store delivers it today.
 */
export function UsingFilesPage({ page, t }: { page: PageContext; t: DownloadsT }) {
  return (
    <div className="container lb-downloads lb-faq">
      <h1>{t.t('downloads.faq.title')}</h1>
      <p className="lb-downloads__intro">{t.t('downloads.faq.intro')}</p>
      <nav className="lb-faq__toc" aria-labelledby="lb-faq-toc">
        <h2 id="lb-faq-toc">{t.t('downloads.faq.toc')}</h2>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t.t(section.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="lb-faq__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{t.t(section.title)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key}>{t.t(key)}</p>
          ))}
        </section>
      ))}
      <p>
        <a className="lb-button" href={href(page, '/account/download')}>
          {t.t('downloads.faq.again.link')}
        </a>
      </p>
    </div>
  );
}
