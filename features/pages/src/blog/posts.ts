import { readdir, readFile } from 'node:fs/promises';
import { type Block, parseBlocks } from '../markdown';

/**
 * The blog's posts: Markdown files in `features/pages/content/blog/`, named
 * `YYYY-MM-DD-slug.md`, whose first line is `# Title`. The operator adds a post by adding a file;
 * the newest comes first. Posts are written in one language (American English by default).
 */
export const BLOG_DIR = new URL('../../content/blog/', import.meta.url);
const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9-]+)\.md$/;

export interface Post {
  slug: string;
  date: string;
  title: string;
  blocks: Block[];
  /** The first paragraph, shown in the list. */
  excerpt: string;
}

export async function readPosts(fill: (text: string) => string): Promise<Post[]> {
  const names = (await readdir(BLOG_DIR))
    .filter((n) => FILE_NAME.test(n))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => {
      const [, date = '', slug = ''] = FILE_NAME.exec(name) ?? [];
      const text = fill(await readFile(new URL(name, BLOG_DIR), 'utf8'));
      const [first = '', ...rest] = text.split('\n');
      const title = first.replace(/^#\s+/, '').trim();
      const blocks = parseBlocks(rest.join('\n'));
      const intro = blocks.find((b) => b.kind === 'paragraph');
      return { slug, date, title, blocks, excerpt: intro?.kind === 'paragraph' ? intro.text : '' };
    }),
  );
}
