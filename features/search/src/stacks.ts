import type { SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { AssetCard } from './presenters';

/** The "N similar" of a result tile: the stack a shown picture stands for (catalogue stacks.ts). */

export interface CardStack {
  /** The stack's id, for the stackid link. */
  id: number;
  /** Other pictures in the stack. */
  similar: number;
}

/** Stacks of the shown pictures; none when the page already lists one stack. */
export async function stacksOf(
  db: Db,
  p: SearchParameters,
  ids: readonly number[],
): Promise<Map<number, CardStack>> {
  if (p.stackid || ids.length === 0) return new Map();
  const result = await sql<{ id: number; stack_id: number; stack_size: number }>`
    select id, stack_id, stack_size from assets
    where id = any(${[...ids]}::int[]) and stack_id is not null and stack_size > 1`.execute(db);
  return new Map(result.rows.map((r) => [r.id, { id: r.stack_id, similar: r.stack_size - 1 }]));
}

export function withStack(card: AssetCard, stacks: Map<number, CardStack>): AssetCard {
  const stack = stacks.get(card.id);
  return stack ? { ...card, stack } : card;
}
