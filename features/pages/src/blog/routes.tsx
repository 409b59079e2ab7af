import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type Site } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillPlaceholders } from '../content';
import { asPages, type PagesRouteDeps, requestTranslator, siteNameOf } from '../routes';
import { BlogIndex, BlogPost } from './BlogPages';
import { readPosts } from './posts';

/** The language the posts are written in. */
const POSTS_LOCALE = DEFAULT_LOCALE;

async function blogContext(request: FastifyRequest, deps: PagesRouteDeps) {
  const site = request.site as Site;
  const locale = isLocaleCode(request.locale) ? request.locale : DEFAULT_LOCALE;
  const t = await requestTranslator(request);
  const siteName = siteNameOf(t, site);
  const posts = await readPosts((text) =>
    fillPlaceholders(text, {
      site: siteName,
      seller: deps.config.seller.name,
      address: deps.config.seller.address,
    }),
  );
  const dates = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    tp: asPages(t),
    siteName,
    posts,
    postLanguage: locale === POSTS_LOCALE ? undefined : LOCALES[POSTS_LOCALE].bcp47,
    formatDate: (date: string) => dates.format(new Date(`${date}T00:00:00Z`)),
  };
}

/** `/blog` and `/blog/{slug}` on both sites: the operator's posts, from files. */
export function registerBlog(app: FastifyInstance, deps: PagesRouteDeps) {
  app.get('/blog', async (request, reply: FastifyReply) => {
    const { tp, siteName, posts, postLanguage, formatDate } = await blogContext(request, deps);
    const summary = tp.t('pages.blog.summary', { site: siteName });
    return deps.render(request, reply, {
      name: 'blog',
      title: tp.t('pages.blog.title'),
      description: summary,
      content: ({ page }) => (
        <BlogIndex
          page={page}
          tp={tp}
          postLanguage={postLanguage}
          formatDate={formatDate}
          summary={summary}
          posts={posts}
        />
      ),
    });
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const { tp, posts, postLanguage, formatDate } = await blogContext(request, deps);
    const post = posts.find((p) => p.slug === request.params.slug);
    if (!post) return deps.render(request, reply, deps.notFound);
    return deps.render(request, reply, {
      name: 'blog-post',
      title: post.title,
      description: post.excerpt,
      content: ({ page }) => (
        <BlogPost page={page} tp={tp} postLanguage={postLanguage} formatDate={formatDate} post={post} />
      ),
    });
  });
}
