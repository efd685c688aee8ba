import { foldForSearch } from '@lunch/shared';

/** The "Ingår i lunchen" keywords the spec gives an icon. */
export const INCLUDE_ICONS = [
  'coffee', 'drinks', 'beer', 'soup', 'salad', 'buffet', 'bread', 'fries', 'rice', 'noodles', 'cookies', 'butter', 'water',
] as const;
export type IncludeIcon = (typeof INCLUDE_ICONS)[number];

interface IncludeRule {
  icon: IncludeIcon;
  /**
   * Folded stems (no accents, å/ä/ö as a/a/o) of four letters or more that match anywhere in a word,
   * so Swedish compounds count: "salladsbuffé", "surdegsbröd", "kranvatten".
   */
  stems?: string[];
  /**
   * Short or ambiguous Swedish words, with their Swedish letters: the whole word, or the end of a
   * compound with at least three letters before it ("lättöl", "jasminris", "julmust"), so "alkohol",
   * "pris" and "mustig" do not match.
   */
  endings?: string[];
  /** Whole words only, folded, also with a plural -s/-es ("te", "coffee", "cookies"). */
  exact?: string[];
  /** Words that contain a stem but mean something else ("smörgås" is not butter). */
  exclude?: string[];
}

/**
 * Checked in this order within one word; the first rule that matches names the word's icon. Specific
 * foods come before "buffé" so a "salladsbuffé" is salad and a "brödbuffé" bread; water before
 * drinks so "flaskvatten" is water.
 */
const RULES: IncludeRule[] = [
  { icon: 'salad', stems: ['sallad'], exact: ['salad'] },
  { icon: 'soup', stems: ['sopp'], exact: ['soup'] },
  { icon: 'bread', stems: ['brod', 'knacke', 'frall', 'baguette', 'focaccia'], exact: ['bread', 'roll'] },
  { icon: 'butter', stems: ['smor'], exact: ['butter'], exclude: ['smorgas'] },
  { icon: 'fries', stems: ['pommes', 'frites'], exact: ['fries'] },
  { icon: 'rice', endings: ['ris'], exact: ['rice'] },
  { icon: 'noodles', stems: ['nudl', 'nudel'], exact: ['noodle'] },
  { icon: 'coffee', stems: ['kaffe', 'espresso', 'cappuccino', 'latte'], exact: ['te', 'coffee', 'tea'] },
  { icon: 'cookies', stems: ['kaka', 'kakor', 'cookie'], endings: ['kex'], exact: ['biscuit'], exclude: ['kakao'] },
  { icon: 'beer', stems: ['pilsner'], endings: ['öl'], exact: ['beer'] },
  { icon: 'water', stems: ['vatten'], exact: ['water'], exclude: ['vattenmelon'] },
  {
    icon: 'drinks',
    stems: ['dryck', 'juice', 'cola'],
    endings: ['läsk', 'must', 'saft', 'mjölk'],
    exact: ['dricka', 'drink', 'soda', 'beverage'],
  },
  { icon: 'buffet', stems: ['buffe', 'smorgasbord'], exact: ['buffet'] },
];

const MIN_COMPOUND_PREFIX = 3;

/** Lower case with accents removed, but å, ä and ö kept (they make different Swedish words). */
function lowerSwedish(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?![\u030a\u0308])[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

function words(text: string): string[] {
  return lowerSwedish(text).split(/[^\p{L}]+/u).filter(Boolean);
}

function ruleMatches(rule: IncludeRule, word: string): boolean {
  const folded = foldForSearch(word);
  if (rule.exclude?.some((e) => folded.includes(e))) return false;
  if (rule.exact?.some((e) => folded === e || folded === `${e}s` || folded === `${e}es`)) return true;
  if (rule.stems?.some((stem) => folded.includes(stem))) return true;
  return (
    rule.endings?.some(
      (ending) => word === ending || (word.endsWith(ending) && word.length - ending.length >= MIN_COMPOUND_PREFIX),
    ) ?? false
  );
}

/** The icons one include text stands for, in the order its words name them ("Kaffe & kaka": coffee, cookies). */
export function includeIcons(include: string): IncludeIcon[] {
  const icons: IncludeIcon[] = [];
  for (const word of words(include)) {
    const rule = RULES.find((r) => ruleMatches(r, word));
    if (rule && !icons.includes(rule.icon)) icons.push(rule.icon);
  }
  return icons;
}

export interface IncludeIconItem {
  icons: IncludeIcon[];
  /** What the restaurant wrote, joined when several includes share the same icons ("Kaffe, Nybryggt kaffe"). */
  label: string;
}

export interface IncludesDisplay {
  /** Includes with an icon, one item per distinct set of icons, in the restaurant's order. */
  iconItems: IncludeIconItem[];
  /** Includes no keyword matched: shown as text chips. */
  others: string[];
}

/**
 * Splits a restaurant's lunch_includes into icon items and text chips. Blank and repeated entries
 * (compared case- and accent-insensitively) are dropped.
 */
export function includesDisplay(includes: readonly unknown[] | undefined): IncludesDisplay {
  const seen = new Set<string>();
  const byIcons = new Map<string, IncludeIconItem>();
  const others: string[] = [];
  for (const raw of includes ?? []) {
    if (typeof raw !== 'string') continue;
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = foldForSearch(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    const icons = includeIcons(text);
    if (icons.length === 0) {
      others.push(text);
      continue;
    }
    const iconsKey = icons.join('+');
    const existing = byIcons.get(iconsKey);
    if (existing) existing.label = `${existing.label}, ${text}`;
    else byIcons.set(iconsKey, { icons, label: text });
  }
  return { iconItems: [...byIcons.values()], others };
}
