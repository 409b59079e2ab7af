import postcss, { type ChildNode } from 'postcss';
import { type StyleRule, selectorNeeds } from '../pages/critical-css';

/**
 * The built stylesheet as a list of rules, each with the class and id tokens it needs, so a page
 * can inline the rules its HTML can match (pages/critical-css.ts). Rules keep their order and
 * the at-rules around them (@media, @supports); other at-rules (@font-face, @keyframes) are
 * always kept.
 */
export function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const walk = (nodes: readonly ChildNode[], within: string[]) => {
    for (const node of nodes) {
      if (node.type === 'rule') {
        const needs = node.selectors.map(selectorNeeds);
        rules.push({
          css: minified(node),
          ...(!needs.some((all) => all.length === 0) && { needs }),
          ...(within.length > 0 && { within }),
        });
      } else if (
        node.type === 'atrule' &&
        node.nodes &&
        /^(media|supports|layer|container)$/i.test(node.name)
      ) {
        walk(node.nodes, [...within, `@${node.name} ${node.params}`]);
      } else if (node.type === 'atrule') {
        rules.push({ css: minified(node), ...(within.length > 0 && { within }) });
      }
    }
  };
  walk(postcss.parse(css).nodes, []);
  return rules;
}

/** The node as esbuild minified it: no spaces or line breaks postcss would add around it. */
function minified(node: ChildNode): string {
  const clone = node.clone();
  clone.raws.before = '';
  clone.raws.after = '';
  return clone.toString();
}
