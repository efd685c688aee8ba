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
