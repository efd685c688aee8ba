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
  return WITH_SIDES.test(name) && SIDE_LIST.test(text.trim()) && !NOT_A_SIDE.test(text);
}
