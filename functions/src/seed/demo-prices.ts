/**
 * Demo lunch prices that look like Sweden: most lunches cost 105-145 kr (115-155 kr in Stockholm),
 * pizzerias, kebab places and Asian buffets often sell lunch for 89-99 kr, and a few finer places
 * charge 165 kr and more. Prices sit on the price points Swedish menus use (99, 109, 125, 139 ...).
 */

/** Where a restaurant's usual lunch price sits. */
export type PriceTier = 'cheap' | 'standard' | 'fine';

/** Share of a concept's restaurants in the cheap and the fine tier (the rest are standard). */
export interface PriceTierShares {
  cheap: number;
  fine: number;
}

/** The price points lunch menus use, lowest first. */
export const PRICE_LADDER = [
  89, 95, 99, 105, 109, 115, 119, 125, 129, 135, 139, 145, 149, 155, 159, 165, 169, 175, 179, 185, 195, 205, 215, 225, 235,
] as const;

/** The cheapest lunch of the demo (a daily dish or week's special never goes below). */
export const MIN_LUNCH_PRICE = PRICE_LADDER[0];

/** A usual price in each tier before the city adjustment, with its relative frequency. */
const TIER_PRICES: Record<PriceTier, { prices: number[]; weights: number[] }> = {
  cheap: { prices: [89, 95, 99], weights: [3, 4, 5] },
  standard: { prices: [105, 109, 115, 119, 125, 129, 135, 139, 145], weights: [3, 4, 6, 7, 9, 8, 6, 4, 3] },
  fine: { prices: [165, 169, 175, 185, 195], weights: [3, 3, 3, 2, 1] },
};

/**
 * How a city's lunch prices differ: Stockholm's standard and finer lunches sit two price points
 * (about 10 kr) higher, and its cheap places start at 95 kr rather than 89.
 */
const CITY_ADJUSTMENTS: Record<string, { steps: number; cheapFrom: number }> = {
  Stockholm: { steps: 2, cheapFrom: 95 },
};

/**
 * A restaurant's usual lunch price (SEK) and tier, from two uniform numbers in [0, 1): `tierRoll`
 * chooses the tier with the concept's shares, `priceRoll` the price within it.
 */
export function usualLunchPrice(shares: PriceTierShares, city: string, tierRoll: number, priceRoll: number): { tier: PriceTier; price: number } {
  const tier: PriceTier = tierRoll < shares.cheap ? 'cheap' : tierRoll >= 1 - shares.fine ? 'fine' : 'standard';
  const { prices, weights } = TIER_PRICES[tier];
  const total = weights.reduce((a, b) => a + b, 0);
  let r = priceRoll * total;
  let price = prices[prices.length - 1];
  for (let i = 0; i < prices.length; i++) {
    r -= weights[i];
    if (r < 0) {
      price = prices[i];
      break;
    }
  }
  const adjustment = CITY_ADJUSTMENTS[city];
  if (adjustment) price = tier === 'cheap' ? Math.max(adjustment.cheapFrom, price) : ladderStep(price, adjustment.steps);
  return { tier, price };
}

/**
 * The price `steps` points above (negative: below) `price` on the ladder (a price between two points
 * counts as the upper one), never below the cheapest lunch; beyond the top each point is 10 kr.
 */
export function ladderStep(price: number, steps: number): number {
  const index = PRICE_LADDER.findIndex((p) => p >= price);
  const top = PRICE_LADDER.length - 1;
  const target = (index < 0 ? top + (price - PRICE_LADDER[top]) / 10 : index) + steps;
  if (target <= 0) return MIN_LUNCH_PRICE;
  if (target > top) return PRICE_LADDER[top] + 10 * (target - top);
  return PRICE_LADDER[target];
}
