import type { Slots } from '@lightbox/ui';
import { href, type PageContext, type Translator } from '@lightbox/ui';

/** The search application's FourOhFour and FourTen screens. */
function ErrorScreen({
  code,
  title,
  body,
  page,
  t,
  slots,
}: {
  code: number;
  title: string;
  body: string;
  page: PageContext;
  t: Translator;
  slots: Slots;
}) {
  return (
    <div className="container lb-error">
      <p className="lb-error__code">{code}</p>
      <h1>{title}</h1>
      <p>{body}</p>
      {slots.SearchBar()}
      <a className="lb-button lb-button--ghost" href={href(page, '/')}>
        {t.t('error.home')}
      </a>
    </div>
  );
}

export function FourOhFour(props: { page: PageContext; t: Translator; slots: Slots }) {
  return (
    <ErrorScreen
      code={404}
      title={props.t.t('notFound.title')}
      body={props.t.t('notFound.body')}
      {...props}
    />
  );
}

export function FourTen(props: { page: PageContext; t: Translator; slots: Slots }) {
  return <ErrorScreen code={410} title={props.t.t('gone.title')} body={props.t.t('gone.body')} {...props} />;
}
