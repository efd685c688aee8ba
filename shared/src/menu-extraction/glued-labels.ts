import type { DraftDish, PageReading } from './assemble';
import { CATEGORY_WORDS, GLUED_CATEGORY_WORDS } from './lexicon';
import { wordAlternation } from './text';

/** 'Kött Grillad entrecôte med rödvinssås', 'Meat · Braised short rib with …': a category word, a space or a separator, then a capitalised name in sentence case. */
const GLUED_CATEGORY = new RegExp(`^(${wordAlternation(GLUED_CATEGORY_WORDS)})(?:\\s*[·|;–—]\\s*|\\s+)(?=\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?\\s+\\p{Ll})`, 'iu');
/**
 * 'Klassiker · Köttbullar med …', 'Soppa | Tomatsoppa med …': with a separator between them, any category word is a
 * label, also one that can open a dish's own name ('Soppa', 'Pasta'); the repetition rule below still applies.
 */
const SEPARATED_CATEGORY = new RegExp(`^(${wordAlternation(CATEGORY_WORDS)})\\s*[·|;–—]\\s*(?=\\p{Lu}\\p{Ll})`, 'iu');
const gluedLabel = (name: string): RegExpExecArray | null => GLUED_CATEGORY.exec(name) ?? SEPARATED_CATEGORY.exec(name);

/**
 * Category words written straight before the dish ('Kött Grillad entrecôte …' / 'Fisk Rökt lax …' under every day):
 * when the same category word opens different dishes on two or more days, it is the page's label, not part of the
 * names, and becomes the dishes' category. Once on the page ('Fisk Bombay med ris') it is the dish's own name.
 * Returns how many names were stripped.
 */
export function stripGluedCategories(page: PageReading): number {
  const leads = stripPageLeads(page);
  if (leads > 0) return leads;
  const byWord = new Map<string, Array<{ dish: DraftDish; day: string }>>();
  for (const [b, block] of page.blocks.entries()) {
    for (const [day, dishes] of block.days) {
      for (const dish of dishes) {
        const glued = gluedLabel(dish.name);
        if (glued) byWord.set(glued[1].toLowerCase(), [...(byWord.get(glued[1].toLowerCase()) ?? []), { dish, day: `${b} ${day}` }]);
      }
    }
  }
  let stripped = 0;
  for (const [word, found] of byWord) {
    if (new Set(found.map((f) => f.day)).size < 2 || new Set(found.map((f) => f.dish.name)).size < 2) continue;
    for (const { dish } of found) {
      dish.name = dish.name.slice(gluedLabel(dish.name)![0].length);
      dish.category ??= word.charAt(0).toUpperCase() + word.slice(1);
      if (/^ve/u.test(word) && !dish.tags.includes('Vegetarisk')) dish.tags.push('Vegetarisk');
      stripped++;
    }
  }
  return stripped;
}

/**
 * 'A Skinkstek med …' / 'B Stekt rödspätta …' / 'V Sparrisrisotto …', 'Classic Braised beef with …' / 'Green Chickpea curry …':
 * a letter code or a capitalised word the lexicon does not know, then a name in sentence case. It is the page's label
 * when EVERY dish under the days opens with one of two to four such leads, each on two or more days with different
 * names, at most once a day and two or more of them every day: leads shared by all the page's dishes that way are
 * columns, not the names' first words.
 */
const PAGE_LEAD = /^(\p{Lu}|\p{Lu}\p{Ll}{2,11})(?:\s*[·|;–—]\s*|\s+)(?=\p{Lu}[\p{Ll}-]*\s+\p{Ll})/u;

function stripPageLeads(page: PageReading): number {
  const leads = new Map<string, { days: Set<string>; names: Set<string> }>();
  const found: Array<{ dish: DraftDish; lead: string }> = [];
  for (const [b, block] of page.blocks.entries()) {
    for (const [day, dishes] of block.days) {
      const today = new Set<string>();
      for (const dish of dishes) {
        const m = PAGE_LEAD.exec(dish.name);
        if (!m) return 0;
        const rest = dish.name.slice(m[0].length);
        // Sentence case after the lead: mostly lower-case words after the name's first ('Braised beef with red wine gravy').
        const words = rest.split(/\s+/u).slice(1).filter((w) => /^\p{L}/u.test(w));
        if (words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 <= words.length || today.has(m[1])) return 0;
        today.add(m[1]);
        const seen = leads.get(m[1]) ?? { days: new Set<string>(), names: new Set<string>() };
        seen.days.add(`${b} ${day}`);
        seen.names.add(rest.toLowerCase());
        leads.set(m[1], seen);
        found.push({ dish, lead: m[1] });
      }
      // Columns side by side: each day with dishes shows two leads at least ('A …', 'B …', 'V …' under every day).
      if (dishes.length > 0 && today.size < 2) return 0;
    }
  }
  if (leads.size < 2 || leads.size > 4 || [...leads.values()].some((l) => l.days.size < 2 || l.names.size < 2)) return 0;
  for (const { dish, lead } of found) {
    dish.name = dish.name.slice(PAGE_LEAD.exec(dish.name)![0].length);
    dish.category ??= lead;
    if (/^ve/iu.test(lead) && !dish.tags.includes('Vegetarisk')) dish.tags.push('Vegetarisk');
  }
  return found.length;
}
