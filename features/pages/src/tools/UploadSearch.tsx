import type { BuiltFile } from '@lightbox/platform';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { PagesMessageKey } from '../messages/en-us';

export interface UploadSearchProps {
  page: PageContext;
  tp: Translator<PagesMessageKey>;
  kind: 'image' | 'video';
  title: string;
  summary: string;
  /** Where the file is posted (raw bytes under the file's own type). */
  endpoint: string;
  accept: string;
  /** The field's label, naming the accepted files and limits. */
  label: string;
  /** The error message shown beside the field for each refusal code of the endpoint. */
  errors: Record<string, string>;
  how: string;
  script: BuiltFile | undefined;
}

/**
 * Reverse image or video search: a file field that sends the file to the search and opens its
 * results. The script (tools client entry) does the sending; errors show next to the field.
 */
export function UploadSearch(props: UploadSearchProps) {
  const { page, tp, kind, script } = props;
  return (
    <div className="container lb-info lb-tool">
      <header className="lb-info__head">
        <h1>{props.title}</h1>
        <p className="lb-info__lead">{props.summary}</p>
      </header>
      <form
        className="lb-form lb-tool__form"
        data-upload-search={kind}
        data-endpoint={props.endpoint}
        data-errors={JSON.stringify(props.errors)}
        data-type-error={kind === 'image' ? 'unsupported_image_type' : 'unsupported_video_type'}
        noValidate
      >
        <div className="lb-field">
          <label htmlFor={`lb-tool-${kind}`}>{props.label}</label>
          <input
            id={`lb-tool-${kind}`}
            name="file"
            type="file"
            accept={props.accept}
            required
            aria-describedby={`lb-tool-${kind}-error`}
          />
          <p id={`lb-tool-${kind}-error`} className="lb-field__error" role="alert" />
        </div>
        <div>
          <button type="submit" className="lb-button" data-working={tp.t('pages.tools.working')}>
            {tp.t('pages.tools.submit')}
          </button>
        </div>
        <noscript>
          <p className="lb-info__notice">{tp.t('pages.tools.noscript')}</p>
        </noscript>
      </form>
      <section className="lb-section lb-tool__how" aria-labelledby="lb-tool-how">
        <h2 id="lb-tool-how">{tp.t('pages.tools.howTitle')}</h2>
        <p>{props.how}</p>
        <p>
          <a
            href={href(
              page,
              kind === 'image' ? '/tools/reverse-video-search' : '/tools/reverse-image-search',
            )}
          >
            {tp.t(kind === 'image' ? 'pages.tools.video.title' : 'pages.tools.image.title')}
          </a>
        </p>
      </section>
      {script && <script defer src={script.url} integrity={script.integrity} crossOrigin="anonymous" />}
    </div>
  );
}
