import type { SearchParameters } from '@lightbox/core/search';
import type { AssetCard } from './presenters';

/** The "N similar" of a result tile: the stack a shown picture stands for (catalogue stacks.ts). */

export interface CardStack {
  /** The stack's id, for the stackid link. */
  id: number;
  /** Other pictures in the stack. */
  similar: number;
}

/** Stacks of the shown pictures; none when the page already lists one stack. */
export function stacksOf(
  p: SearchParameters,
  rows: ReadonlyArray<{ id: number; stack_id: number | null; stack_size: number | null }>,
): Map<number, CardStack> {
  if (p.stackid) return new Map();
  return new Map(
    rows.flatMap((r) =>
      r.stack_id !== null && r.stack_size !== null && r.stack_size > 1
        ? [[r.id, { id: r.stack_id, similar: r.stack_size - 1 }] as const]
        : [],
    ),
  );
}

export function withStack(card: AssetCard, stacks: Map<number, CardStack>): AssetCard {
  const stack = stacks.get(card.id);
  return stack ? { ...card, stack } : card;
}
