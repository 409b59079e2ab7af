import { href, type PageContext, type Translator } from '@lightbox/ui';
import { linkResolver } from '../links';
import { Markdown } from '../markdown';
import type { PagesMessageKey } from '../messages/en-us';
import type { Post } from './posts';

interface Common {
  page: PageContext;
  tp: Translator<PagesMessageKey>;
  /** The posts' language when it is not the page's (BCP 47), for screen readers and the notice. */
  postLanguage: string | undefined;
  formatDate: (date: string) => string;
}

/** `/blog`: every post, newest first, each with its first paragraph. */
export function BlogIndex({
  page,
  tp,
  postLanguage,
  formatDate,
  summary,
  posts,
}: Common & { summary: string; posts: Post[] }) {
  return (
    <div className="container lb-info lb-blog">
      <header className="lb-info__head">
        <h1>{tp.t('pages.blog.title')}</h1>
        <p className="lb-info__lead">{summary}</p>
        {postLanguage && posts.length > 0 && (
          <p className="lb-info__notice">{tp.t('pages.blog.englishOnly')}</p>
        )}
      </header>
      {posts.length === 0 && <p>{tp.t('pages.blog.empty')}</p>}
      <ol className="lb-blog__list">
        {posts.map((post) => (
          <li key={post.slug}>
            <article lang={postLanguage}>
              <h2>
                <a href={href(page, `/blog/${post.slug}`)}>{post.title}</a>
              </h2>
              <p className="lb-story__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
              <p>{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `/blog/{slug}`: one post. */
export function BlogPost({ page, tp, postLanguage, formatDate, post }: Common & { post: Post }) {
  return (
    <div className="container lb-info lb-blog">
      <p className="lb-blog__back">
        <a href={href(page, '/blog')}>{tp.t('pages.blog.title')}</a>
      </p>
      <article className="lb-info__body lb-blog__post" lang={postLanguage}>
        <h1>{post.title}</h1>
        <p className="lb-story__meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Markdown blocks={post.blocks} resolveLink={linkResolver(page)} />
      </article>
    </div>
  );
}
