import { LOCALES, type LocaleCode } from '@lightbox/core';
import type { PageContext, Translator } from '@lightbox/ui';
import { linkResolver } from '../links';
import { type Block, Markdown } from '../markdown';
import type { PagesMessageKey } from '../messages/en-us';

/** A table of contents only helps once a text has a few sections. */
const TOC_MIN_SECTIONS = 3;

export interface InfoPageProps {
  page: PageContext;
  tp: Translator<PagesMessageKey>;
  title: string;
  summary: string;
  blocks: Block[];
  /** The language the text is written in, when it is not the page's own. */
  textLanguage?: LocaleCode;
}

/** A legal or information page: its translated title and summary, then the operator's text. */
export function InfoPage({ page, tp, title, summary, blocks, textLanguage }: InfoPageProps) {
  const sections = blocks.filter((b) => b.kind === 'heading' && b.level === 2);
  return (
    <div className="container lb-info">
      <header className="lb-info__head">
        <h1>{title}</h1>
        <p className="lb-info__lead">{summary}</p>
        {textLanguage && <p className="lb-info__notice">{tp.t('pages.englishOnly')}</p>}
      </header>
      <div className="lb-info__layout">
        {sections.length >= TOC_MIN_SECTIONS && (
          <nav className="lb-info__toc" aria-labelledby="lb-info-toc">
            <h2 id="lb-info-toc">{tp.t('pages.onThisPage')}</h2>
            <ul>
              {sections.map((s) =>
                s.kind === 'heading' ? (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.text}</a>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
        )}
        <article className="lb-info__body" lang={textLanguage ? LOCALES[textLanguage].bcp47 : undefined}>
          <Markdown blocks={blocks} resolveLink={linkResolver(page)} />
        </article>
      </div>
    </div>
  );
}
