/**
 * The first screen's stylesheet: the rules of the site stylesheet that can match an element of
 * the page's HTML, inlined in its head, so the first paint waits for no stylesheet download. The
 * whole stylesheet is linked at the end of the body: it styles what scripts mount later, and
 * since it holds every inlined rule again, in the same order, the cascade ends as with it alone.
 */

/** One rule of the built stylesheet, as the build indexes it (build/style-rules.ts). */
export interface StyleRule {
  /** The rule's text, minified. */
  css: string;
  /**
   * Class (`.x`) and id (`#x`) tokens its selectors need, one list per selector of the rule: it
   * is kept when every token of one list is on the page. Absent: always kept (@font-face,
   * @keyframes, rules on elements only).
   */
  needs?: string[][];
  /** The at-rules around it, outermost first (`@media (max-width:900px)`). */
  within?: string[];
}

/**
 * The class and id tokens an element must carry somewhere on the page for this selector to
 * match. Conservative: what is inside attribute selectors, strings and functional pseudo-classes
 * is not required, so a rule is never dropped that could match.
 */
export function selectorNeeds(selector: string): string[] {
  const needs = new Set<string>();
  let i = 0;
  const skipBalanced = (open: string, close: string) => {
    let depth = 0;
    for (; i < selector.length; i++) {
      const c = selector[i];
      if (c === '\\') i++;
      else if (c === '"' || c === "'")
        i = selector.indexOf(c, i + 1) === -1 ? selector.length : selector.indexOf(c, i + 1);
      else if (c === open) depth++;
      else if (c === close && --depth === 0) {
        i++;
        return;
      }
    }
  };
  const readIdent = () => {
    let ident = '';
    while (i < selector.length) {
      const c = selector[i] as string;
      if (c === '\\') {
        ident += selector[i + 1] ?? '';
        i += 2;
      } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) {
        ident += c;
        i++;
      } else break;
    }
    return ident;
  };
  while (i < selector.length) {
    const c = selector[i];
    if (c === '[') skipBalanced('[', ']');
    else if (c === '(') skipBalanced('(', ')');
    else if (c === '.' || c === '#') {
      i++;
      const ident = readIdent();
      if (ident) needs.add(`${c}${ident}`);
    } else if (c === ':') {
      const match = /^::?[\w-]+\(?/.exec(selector.slice(i));
      const pseudo = match?.[0] ?? ':';
      if (pseudo.endsWith('(')) {
        // `:not(.x)` matches without .x, `:is(.x, .y)` with either: an argument is never required.
        i += pseudo.length - 1;
        skipBalanced('(', ')');
      } else i += pseudo.length;
    } else i++;
  }
  return [...needs];
}

/** The class and id tokens of a page's HTML (`.name`, `#id`), in the form selectorNeeds gives. */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (names as string).split(/\s+/)) if (name) tokens.add(`.${unescapeHtml(name)}`);
  }
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${unescapeHtml(id as string)}`);
  return tokens;
}

const unescapeHtml = (s: string) =>
  s.includes('&')
    ? s
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : s;

/** The rules that can match the page, in their order, inside their at-rules. */
export function criticalCss(rules: readonly StyleRule[], tokens: ReadonlySet<string>): string {
  let out = '';
  let open: string[] = [];
  for (const rule of rules) {
    if (rule.needs && !rule.needs.some((all) => all.every((token) => tokens.has(token)))) continue;
    const within = rule.within ?? [];
    let shared = 0;
    while (shared < open.length && shared < within.length && open[shared] === within[shared]) shared++;
    out += '}'.repeat(open.length - shared);
    for (const at of within.slice(shared)) out += `${at}{`;
    open = within;
    out += rule.css;
  }
  out += '}'.repeat(open.length);
  // Inside <style>, only "</style" could end the element early; "\/" is "/" in CSS.
  return out.replace(/<\/(style)/gi, '<\\/$1');
}
