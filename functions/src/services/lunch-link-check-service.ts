import type { ScrapeLunchLinkResult } from '@lunch/shared';
import { updateRestaurant } from '../data/restaurant-repository';
import { pageText } from '../harvest/page-text';
import { safeFetch, type SafeFetcher } from '../harvest/safe-fetch';
import { notFound, upstreamFailed } from '../app/domain-error';

/**
 * The New-restaurants tab's link check: does the page at a lunch link read like a lunch menu? It
 * counts as found when it speaks of lunch or the menu AND names a weekday or a price, which a page
 * about the restaurant in general rarely does.
 */
const LUNCH_WORDS = ['lunch', 'lunchmeny', 'dagens', 'veckans', 'meny', 'matsedel', 'menu', 'husman'];
const DAY_WORDS = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const PRICE = /(?<!\d)\d{2,3}(?:[.,]00)?\s?(?:kr\b|:-|sek\b)/i;

export function menuWordsIn(text: string): { found: boolean; matchedWords: string[] } {
  const lower = text.toLowerCase();
  const has = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(lower);
  const lunch = LUNCH_WORDS.filter(has);
  const days = DAY_WORDS.filter(has);
  const price = PRICE.exec(text)?.[0];
  const matchedWords = [...lunch, ...days, ...(price ? [price.trim()] : [])];
  return { found: lunch.length > 0 && (days.length > 0 || Boolean(price)), matchedWords };
}

/** What the check found, in words: the menu words, or that they are missing (and which words alone were there). */
export function linkCheckMessage(found: boolean, matchedWords: string[]): string {
  if (found) return `Menu words found: ${matchedWords.join(', ')}`;
  return matchedWords.length ? `No menu words found (the page has only: ${matchedWords.join(', ')})` : 'No menu words found on the page';
}

export async function checkLunchLink(url: string, restaurantId?: string, fetcher: SafeFetcher = safeFetch): Promise<ScrapeLunchLinkResult> {
  const page = await fetcher(url);
  if (!page.ok) throw upstreamFailed(`Failed to scrape lunch link: ${page.message}`);
  let text: string;
  try {
    text = (await pageText(page)).text;
  } catch (err) {
    throw upstreamFailed(`Failed to scrape lunch link: the page could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  const { found, matchedWords } = menuWordsIn(text);
  if (restaurantId) {
    const updated = await updateRestaurant(restaurantId, (current) => ({ ...current, checkedformenu: found }));
    if (!updated) throw notFound(`No restaurant with id '${restaurantId}'`, 'not_found', 'restaurantId');
  }
  return {
    found,
    matchedWords,
    message: linkCheckMessage(found, matchedWords),
  };
}
