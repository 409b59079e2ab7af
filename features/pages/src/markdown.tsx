import type { ReactNode } from 'react';

/**
 * The small Markdown subset the page texts use: `## ` and `### ` headings, paragraphs, `- ` and
 * `1. ` lists, `**bold**`, `` `code` `` and `[text](target)` links. It builds React elements, so
 * whatever an operator writes is escaped like any other text. Links go through `resolveLink`.
 */
export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const ORDERED_ITEM = /^\d+\.\s+/;

/** A heading's anchor: lower-case letters and digits of any script, joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      const text = heading[2] ?? '';
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, id: slugify(text), text });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', ordered: false, items: lines.map((line) => line.slice(2)) });
    } else if (lines.every((line) => ORDERED_ITEM.test(line))) {
      blocks.push({
        kind: 'list',
        ordered: true,
        items: lines.map((line) => line.replace(ORDERED_ITEM, '')),
      });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** A link's address, or undefined to show its text without a link (a page this site lacks). */
export type LinkResolver = (target: string) => string | undefined;

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function renderInline(text: string, resolveLink: LinkResolver): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [, code, bold, label, target] = match;
    const key = `${at}`;
    if (code !== undefined) out.push(<code key={key}>{code}</code>);
    else if (bold !== undefined) out.push(<strong key={key}>{bold}</strong>);
    else if (label !== undefined && target !== undefined) {
      const address = resolveLink(target);
      out.push(
        address === undefined ? (
          label
        ) : (
          <a key={key} href={address}>
            {label}
          </a>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ blocks, resolveLink }: { blocks: Block[]; resolveLink: LinkResolver }) {
  return (
    <>
      {blocks.map((block, i) => {
        const key = `${i}`;
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={key} id={block.id}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key}>
              {block.items.map((item, j) => (
                <li key={`${j}`}>{renderInline(item, resolveLink)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{renderInline(block.text, resolveLink)}</p>;
      })}
    </>
  );
}
