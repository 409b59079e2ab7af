import { describe, expect, it } from 'vitest';
import { styleRules } from '../build/style-rules';
import { criticalCss, pageTokens, selectorNeeds } from './critical-css';

describe('selectorNeeds: the tokens a selector cannot match without', () => {
  it('needs every class and id outside functional pseudo-classes and attribute selectors', () => {
    expect(selectorNeeds('html[data-site="premium"] .lb-header .lb-nav a:hover')).toEqual([
      '.lb-header',
      '.lb-nav',
    ]);
    expect(selectorNeeds('#main>.lb-tile.lb-tile--clip::after')).toEqual([
      '#main',
      '.lb-tile',
      '.lb-tile--clip',
    ]);
  });

  it('needs nothing inside :not(), :is(), :has() or an attribute value', () => {
    expect(selectorNeeds('.lb-searchbar:focus-within:not(:has(.lb-image-search))')).toEqual([
      '.lb-searchbar',
    ]);
    expect(selectorNeeds(':is(.a,.b) .c')).toEqual(['.c']);
    expect(selectorNeeds('a[href$=".pdf"]')).toEqual([]);
    expect(selectorNeeds('.x:nth-child(2n+1)')).toEqual(['.x']);
  });

  it('reads escaped class names whole', () => {
    expect(selectorNeeds('.w\\:full .y')).toEqual(['.w:full', '.y']);
  });
});

describe('pageTokens', () => {
  it('collects the classes and ids of the HTML', () => {
    const tokens = pageTokens(
      '<div class="a  b" id="main"><span class="c&amp;d"></span><i data-class="z"></i></div>',
    );
    expect([...tokens].sort()).toEqual(['#main', '.a', '.b', '.c&d']);
  });
});

describe('criticalCss: the rules the first screen can match', () => {
  const css =
    '@font-face{font-family:X;src:url(x.woff2)}:root{--gap:16px}.a{color:red}.b .c{color:blue}' +
    '@media (max-width:600px){.a{color:green}.d{color:black}}@media print{.b{display:none}}' +
    '.a:not(.z){margin:0}.e,.a .b{padding:0}@keyframes spin{to{transform:rotate(1turn)}}';
  const rules = styleRules(css);

  it('keeps the rules whose tokens are all on the page, in order, inside their @media', () => {
    expect(criticalCss(rules, new Set(['.a']))).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}:root{--gap:16px}.a{color:red}' +
        '@media (max-width:600px){.a{color:green}}.a:not(.z){margin:0}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a rule when one selector of its list can match', () => {
    expect(criticalCss(rules, new Set(['.a', '.b']))).toContain('.e,.a .b{padding:0}');
    expect(criticalCss(rules, new Set(['.b']))).not.toContain('.e,.a .b');
  });

  it('keeps every rule when the page carries every token, so nothing is lost', () => {
    const all = criticalCss(rules, new Set(['.a', '.b', '.c', '.d', '.e', '.z']));
    expect(all.replace(/\s/g, '')).toBe(css.replace(/\s/g, ''));
  });

  it('never lets the stylesheet end the style element', () => {
    const out = criticalCss(styleRules('.a::after{content:"</style><b>"}'), new Set(['.a']));
    expect(out).not.toMatch(/<\/style/i);
  });
});
