import { ruleRank, todayIn, type Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { failPointForTests } from '../app/test-pause';
import { updateRestaurant } from '../data/restaurant-repository';
import type { RankMessage } from '../workflow/worker-messages';

/**
 * The rank worker: recomputes what ranking derives for one restaurant (menu freshness feeds the rule
 * rank of shared/src/rank-rule.ts, spec section 9's guideline) and stores it with rankSource 'rule'.
 * A rank an admin set by hand (rankSource 'manual') is never overwritten; only rankedAt is recorded.
 * Idempotent: when nothing changed the restaurant is not written at all.
 */
export type RankOutcome = { result: 'gone' } | { result: 'manual' | 'unchanged' | 'updated'; rank: number; ruleRank: number };

export async function handleRankMessage(message: RankMessage): Promise<RankOutcome> {
  failPointForTests('rank');
  let outcome: RankOutcome = { result: 'gone' };
  await updateRestaurant(message.restaurantId, (current: Restaurant) => {
    const computed = ruleRank(current, todayIn(now())).rank;
    if (current.rankSource === 'manual') {
      outcome = { result: 'manual', rank: current.rank, ruleRank: computed };
      return current;
    }
    if (current.rank === computed && current.rankSource === 'rule') {
      outcome = { result: 'unchanged', rank: computed, ruleRank: computed };
      return current;
    }
    outcome = { result: 'updated', rank: computed, ruleRank: computed };
    return { ...current, rank: computed, rankSource: 'rule', rankedAt: now().toISOString() };
  }, { city: message.city });
  return outcome;
}
