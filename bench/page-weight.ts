import { execFileSync } from 'node:child_process';

/**
 * What a first visit to a page downloads before it is interactive, as the browser receives it
 * (Brotli): the HTML, the stylesheet, and every script the page declares or its remotes load
 * through remote.json; and how many elements the server's HTML spends on the result tiles. curl does the fetching, since it resolves *.localhost as browsers do.
 * Usage: npm run bench:page-weight -- [page URL …]; by default the home, search and detail
 * pages of both sites of a server on PORT (3000).
 */
const port = process.env.PORT ?? '3000';

function curl(url: string, ...args: string[]): string {
  return execFileSync('curl', ['-sS', '--fail', ...args, url], { maxBuffer: 64 << 20 }).toString();
}
const body = (url: string) => curl(url, '--compressed');
const wireBytes = (url: string) =>
  Number(curl(url, '-o', '/dev/null', '-w', '%{size_download}', '-H', 'Accept-Encoding: br'));

function firstDetailPath(origin: string): string {
  const results = body(`${origin}/search/2/image?phrase=city`);
  const href = results.match(/href="([^"]*\/detail\/[^"]+)"/)?.[1];
  if (!href) throw new Error(`No detail link on ${origin}'s search page`);
  return href.replaceAll('&amp;', '&');
}

function measure(pageUrl: string) {
  const origin = new URL(pageUrl).origin;
  const html = body(pageUrl);
  // Once each: the boot's template and the <noscript> name the same sheet.
  const styles = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string),
  );
  // Scripts the page runs itself, and those it declares for its boot to fetch and run.
  const scripts = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  for (const name of new Set([...html.matchAll(/data-remote="([^"]+)"/g)].map((m) => m[1] as string))) {
    const manifest = JSON.parse(body(`${origin}/components/${name}/static/remote.json`)) as {
      remoteEntry: string;
    };
    scripts.push(manifest.remoteEntry);
  }
  const rows: [string, number][] = [['HTML', wireBytes(pageUrl)]];
  for (const href of [...styles, ...new Set(scripts)])
    rows.push([href, wireBytes(new URL(href, origin).href)]);
  const js = rows.filter(([name]) => name.endsWith('.js'));
  console.log(`\n${pageUrl}`);
  for (const [name, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${name}`);
  const total = js.reduce((sum, [, n]) => sum + n, 0);
  console.log(`${(total / 1024).toFixed(1).padStart(8)} KiB  scripts, ${js.length} files (Brotli, as sent)`);
  const grid = tileElements(html);
  if (grid) console.log(`${String(grid.elements).padStart(8)}      elements in ${grid.tiles} result tiles`);
}

/** Elements of the first result grid (tiles hold no list of their own, so it ends at </ul>). */
function tileElements(html: string): { tiles: number; elements: number } | undefined {
  const start = html.search(/<ul[^>]*class="lb-grid"/);
  if (start < 0) return undefined;
  const grid = html.slice(start, html.indexOf('</ul>', start));
  const tags = grid.match(/<[a-z][a-z0-9-]*/g) ?? [];
  return { tiles: tags.filter((t) => t === '<li').length, elements: tags.length - 1 };
}

const pages = process.argv.slice(2);
if (pages.length === 0) {
  for (const site of ['premium', 'subscription']) {
    const origin = `http://${site}.localhost:${port}`;
    pages.push(`${origin}/`, `${origin}/search/2/image?phrase=city`, `${origin}${firstDetailPath(origin)}`);
  }
}
for (const url of pages) measure(url);
