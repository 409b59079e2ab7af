/**
 * Crawlers and link previewers, recognised by user agent; they are treated as anonymous for
 * board loading (spec section 1 and 6). Browsers driven by tests (HeadlessChrome) and audit
 * tools (Lighthouse) are not bots: they stand in for people.
 */
const BOT_PATTERN = new RegExp(
  [
    // Generic self-descriptions; '(?<!cu)bot' keeps CUBOT phones out.
    '(?<!cu)bot\\b',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'ia_archiver',
    'embedly',
    'quora link preview',
    'pinterest',
    'vkshare',
    'w3c_validator',
    'mediapartners-google',
    'apis-google',
    'feedfetcher',
    'bingpreview',
    'yandex',
    'baiduspider',
    'sogou',
    'petalsearch',
    'bytespider',
    'ccbot',
    'gptbot',
    'claude-web',
    'perplexity',
  ].join('|'),
  'i',
);

export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  return BOT_PATTERN.test(userAgent);
}
