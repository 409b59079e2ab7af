import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, slugify } from './markdown';

const resolve = (target: string) =>
  target === 'doc:missing' ? undefined : `/de${target.replace('doc:', '/')}`;

describe('page text markdown', () => {
  it('reads headings, paragraphs joined over lines, and both kinds of list', () => {
    const blocks = parseBlocks(
      'Intro line one\nline two\n\n## Who we are\n\n- a\n- b\n\n1. first\n2. second\n',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', level: 2, id: 'who-we-are', text: 'Who we are' },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });

  it('builds anchors in any script', () => {
    expect(slugify('Ihre Rechte & Pflichten')).toBe('ihre-rechte-pflichten');
    expect(slugify('Политика конфиденциальности')).toBe('политика-конфиденциальности');
  });

  it('escapes what the operator wrote and resolves links, dropping the ones the site lacks', () => {
    const html = renderToStaticMarkup(
      <Markdown
        blocks={parseBlocks('See [terms](doc:terms), [gone](doc:missing) and **<b>x</b>** `GET /a`.')}
        resolveLink={resolve}
      />,
    );
    expect(html).toBe(
      '<p>See <a href="/de/terms">terms</a>, gone and <strong>&lt;b&gt;x&lt;/b&gt;</strong> <code>GET /a</code>.</p>',
    );
  });
});
