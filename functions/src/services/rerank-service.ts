import { ruleRank, todayIn, type RerankResult } from '@lunch/shared';
import { now } from '../app/clock';
import { findRankInputs } from '../data/admin-restaurant-repository';
import { updateRestaurant } from '../data/restaurant-repository';

const RERANK_CONCURRENCY = 8;

/**
 * GET /api/admin/rerank: every restaurant's rank recomputed by the guideline rule
 * (shared/src/rank-rule.ts). A rank an admin set by hand stays unless `includeManual` asks for it to
 * be replaced too. Only restaurants whose rank changes are written, so running it twice changes
 * nothing the second time.
 */
export async function rerankAll(options: { includeManual?: boolean } = {}): Promise<RerankResult> {
  const today = todayIn(now());
  const inputs = await findRankInputs();
  const keptManual = options.includeManual ? 0 : inputs.filter((r) => r.rankSource === 'manual').length;
  const candidates = inputs.filter((r) => {
    if (r.rankSource === 'manual' && !options.includeManual) return false;
    return ruleRank(r, today).rank !== r.rank || r.rankSource !== 'rule';
  });
  let changed = 0;
  let next = 0;
  const at = now().toISOString();
  const worker = async () => {
    while (next < candidates.length) {
      const { id } = candidates[next++];
      let rankChanged = false;
      await updateRestaurant(id, (current) => {
        if (current.rankSource === 'manual' && !options.includeManual) return current;
        const rank = ruleRank(current, today).rank;
        rankChanged = rank !== current.rank;
        return { ...current, rank, rankSource: 'rule', rankedAt: at };
      });
      if (rankChanged) changed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(RERANK_CONCURRENCY, candidates.length) }, worker));
  const kept = keptManual ? `; ${keptManual} ${keptManual === 1 ? 'rank' : 'ranks'} set by hand kept` : '';
  return {
    success: true,
    changed,
    keptManual,
    message: `Re-ranked ${inputs.length} restaurants: ${changed} ${changed === 1 ? 'rank' : 'ranks'} changed${kept}`,
  };
}
