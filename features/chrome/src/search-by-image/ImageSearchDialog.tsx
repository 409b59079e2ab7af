import {
  IMAGE_QUERY_MAX_BYTES,
  IMAGE_QUERY_MAX_MEGABYTES,
  IMAGE_QUERY_PATH,
  IMAGE_QUERY_TYPES,
  type ImageQueryCreated,
  isImageQueryType,
} from '@lightbox/core/search';
import { createHttpClient, Dialog, HttpError, type PageContext, useTranslator } from '@lightbox/ui';
import { type DragEvent, useId, useRef, useState } from 'react';

type ErrorKey =
  | 'searchbar.image.errorType'
  | 'searchbar.image.errorSize'
  | 'searchbar.image.errorUnreadable'
  | 'searchbar.image.errorFailed';
type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; key: ErrorKey };

const ACCEPT = Object.keys(IMAGE_QUERY_TYPES).join(',');

function errorKeyOf(error: unknown): ErrorKey {
  if (!(error instanceof HttpError)) return 'searchbar.image.errorFailed';
  if (error.code === 'unsupported_image_type') return 'searchbar.image.errorType';
  if (error.code === 'image_too_large') return 'searchbar.image.errorSize';
  if (error.code === 'image_unreadable') return 'searchbar.image.errorUnreadable';
  return 'searchbar.image.errorFailed';
}

/**
 * The search-by-image dialog, in the kit's Dialog (focus stays inside; Escape, a click outside
 * or the close button end it): a button that opens the file picker, and a drop zone. The chosen
 * picture is checked here (type, size), posted as it is, and the browser goes to its results.
 */
export function ImageSearchDialog({
  page,
  open,
  onClose,
}: {
  page: PageContext;
  open: boolean;
  onClose: () => void;
}) {
  // Mounted only while open, so each opening starts without the last error.
  return open ? <ImageSearchPanel page={page} onClose={onClose} /> : null;
}

function ImageSearchPanel({ page, onClose }: { page: PageContext; onClose: () => void }) {
  const t = useTranslator(page);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const search = async (file: File | undefined) => {
    if (!file || status.kind === 'uploading') return;
    if (!isImageQueryType(file.type)) return setStatus({ kind: 'error', key: 'searchbar.image.errorType' });
    if (file.size > IMAGE_QUERY_MAX_BYTES)
      return setStatus({ kind: 'error', key: 'searchbar.image.errorSize' });
    setStatus({ kind: 'uploading' });
    try {
      const created = await createHttpClient({ prefix: page.prefix }).post<ImageQueryCreated>(
        IMAGE_QUERY_PATH,
        file,
      );
      window.location.assign(created.searchUrl);
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void search(e.dataTransfer.files[0]);
  };
  const size = { size: IMAGE_QUERY_MAX_MEGABYTES };

  return (
    <Dialog
      className="lb-image-search"
      labelledBy={`${id}-title`}
      panelProps={{ 'aria-describedby': `${id}-hint` }}
      onClosed={onClose}
    >
      {(close) => (
        <div className="lb-image-search__inner">
          <div className="lb-dialog__header lb-image-search__header">
            <h2 id={`${id}-title`}>{t.t('searchbar.image.title')}</h2>
            <button
              type="button"
              className="lb-image-search__close"
              aria-label={t.t('searchbar.image.close')}
              onClick={close}
            >
              ×
            </button>
          </div>
          <section
            className={`lb-image-search__drop${over ? ' lb-image-search__drop--over' : ''}`}
            aria-label={t.t('searchbar.image.dropHere')}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
          >
            <svg
              aria-hidden="true"
              width="40"
              height="40"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-8 8" />
            </svg>
            <p id={`${id}-hint`}>
              {over ? t.t('searchbar.image.dropHere') : t.t('searchbar.image.hint', size)}
            </p>
            <button
              type="button"
              className="lb-button"
              onClick={() => input.current?.click()}
              disabled={status.kind === 'uploading'}
            >
              {t.t('searchbar.image.choose')}
            </button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => void search(e.target.files?.[0])}
            />
          </section>
          {status.kind === 'error' ? (
            <p className="lb-image-search__status lb-image-search__status--error" role="alert">
              {t.t(status.key, size)}
            </p>
          ) : (
            <p className="lb-image-search__status" role="status">
              {status.kind === 'uploading' ? t.t('searchbar.image.uploading') : ''}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
