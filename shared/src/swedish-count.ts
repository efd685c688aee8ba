/**
 * A count with its noun in the right Swedish number: "1 restaurang", "2 restauranger",
 * "0 restauranger" (zero takes the plural, as in Swedish).
 */
export function svCount(count: number, singular: string, plural: string): string {
  return `${count} ${svNoun(count, singular, plural)}`;
}

/** The noun (or participle) alone, agreeing with a count shown elsewhere ("Visar 1 av 1 restaurang"). */
export function svNoun(count: number, singular: string, plural: string): string {
  return Math.abs(count) === 1 ? singular : plural;
}
