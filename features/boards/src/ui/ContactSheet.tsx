import { Button, href, type PageContext } from '@lightbox/ui';
import type { BoardView } from '../presenters';
import type { BoardsT } from './BoardPages';

/** A licence type's name (rf, rm, rr), or the code itself for one we have no name for. */
export function licenceName(t: BoardsT, code: string): string {
  const key = `boards.licence.${code.toLowerCase()}` as const;
  return key === 'boards.licence.rf' || key === 'boards.licence.rm' || key === 'boards.licence.rr'
    ? t.t(key)
    : code.toUpperCase();
}

/**
 * /collaboration/boards/{id}/contact_sheet: the board on paper. The print stylesheet hides the
 * site's header, footer and these buttons, and keeps each picture with its caption.
 */
export function ContactSheet({
  page,
  t,
  board,
  date,
}: {
  page: PageContext;
  t: BoardsT;
  board: BoardView;
  date: string;
}) {
  const base = `/collaboration/boards/${board.id}`;
  return (
    <section className="lb-sheet">
      <div className="lb-sheet__tools">
        <a href={href(page, base)}>{board.name}</a>
        <Button type="button" data-print>
          {t.t('boards.sheet.print')}
        </Button>
        <a className="lb-button lb-button--ghost" href={href(page, `${base}/contact_sheet.pdf`)} download>
          {t.t('boards.board.downloadPdf')}
        </a>
      </div>
      <h1>{t.t('boards.sheet.title', { name: board.name ?? '' })}</h1>
      <p className="lb-sheet__date">{t.t('boards.sheet.date', { date })}</p>
      <ol className="lb-sheet__grid">
        {board.assets.map((a) => (
          <li key={a.id} data-asset-id={a.id}>
            <figure>
              {a.isOffline ? (
                <span className="lb-sheet__offline">{a.shortTitle}</span>
              ) : (
                <img src={a.thumbUrl} alt={a.title} width={240} height={160} />
              )}
              <figcaption>
                <span className="lb-sheet__id">
                  {t.t('boards.sheet.assetId')} {a.id}
                </span>
                <span className="lb-sheet__title">{a.title}</span>
                <span className="lb-sheet__licence">
                  {t.t('boards.sheet.licence')}: {licenceName(t, a.licenseType)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
