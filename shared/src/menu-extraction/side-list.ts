/**
 * 'Köttsoppa med rotfrukter' / 'vitkål, purjolök och potatis': a short lower-case list of sides on the line under a
 * name that already lists its sides ('… med …') goes on listing them: the name wrapped onto the next line.
 */
const SIDE_LIST = /^\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?(?:,\s+\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?)*\s+(?:och|&)\s+\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?$/u;
/** A name that lists its sides ('Pannbiff med lök', 'Fish with chips'). */
export const WITH_SIDES = /\s(?:med|with)\s+\p{L}/u;
/** Words a serving sentence or note uses, never a side ('serveras', 'ingår'). */
const NOT_A_SIDE = /(?<!\p{L})(?:serveras|ingår|finns|alltid|även|också|samt|eller|till|från|på|i|av|för)(?!\p{L})/iu;

export function continuesSideList(name: string, text: string): boolean {
  // 'Ärtsoppa med fläsk, pannkakor' / 'med sylt och grädde': what the last side is served with, no further side.
  return WITH_SIDES.test(name) && SIDE_LIST.test(text.trim()) && !NOT_A_SIDE.test(text) && !/^(?:med|with)\s/iu.test(text.trim());
}

/**
 * 'Stekt strömming med potatismos, skirat' / 'smör och lingon': a name whose last word is a participle or adjective that
 * needs the noun after it ('skirat', 'rostad', 'honungsrostade', 'krämig') stops mid-phrase: the next lower-case line
 * goes on with that phrase. Not a food noun with the same ending ('sallad', 'remoulad', 'tomat', 'spenat').
 */
const MODIFIER_LAST = /(?<!\p{L})\p{Ll}{3,}(?:ad|ade|at|ta|kt|kta|ig|iga|igt|isk|iska)$/u;
const NOUN_LIKE_MODIFIER = /(?:sallad|remoulad|choklad|marmelad|limonad|tomat|spenat|sallat|muskat|sås)$/iu;
export function endsWithModifier(name: string): boolean {
  const last = name.trim().split(/\s+/u).pop() ?? '';
  return WITH_SIDES.test(name) && MODIFIER_LAST.test(last) && !NOUN_LIKE_MODIFIER.test(last);
}
