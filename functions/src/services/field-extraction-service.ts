import { extractMenu, todayIn, type ExtractableField, type ExtractFieldInput, type ExtractFieldResult } from '@lunch/shared';
import { now } from '../app/clock';
import { findRestaurantById, updateRestaurant } from '../data/restaurant-repository';
import { pageText } from '../harvest/page-text';
import { safeFetch, type SafeFetcher } from '../harvest/safe-fetch';
import { notFound, upstreamFailed } from '../app/domain-error';

/**
 * The New-restaurants card's "Extract lunch_hours" / "Extract lunch_includes": read the lunch page
 * and store what it says about that one field. The admin asked for it, so what is found replaces
 * the field; when nothing is found the restaurant is left as it was.
 */
export async function extractField(field: ExtractableField, input: ExtractFieldInput, fetcher: SafeFetcher = safeFetch): Promise<ExtractFieldResult> {
  if (!(await findRestaurantById(input.restaurantId))) throw notFound(`No restaurant with id '${input.restaurantId}'`, 'not_found', 'restaurantId');
  const page = await fetcher(input.lunchLink);
  if (!page.ok) throw upstreamFailed(`Failed to extract data: ${page.message}`);
  let text: string;
  try {
    text = (await pageText(page)).text;
  } catch (err) {
    throw upstreamFailed(`Failed to extract data: the page could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  const extraction = extractMenu(text, { today: todayIn(now()) });
  const value: unknown[] = field === 'lunch_hours' ? extraction.lunchHours : extraction.lunchIncludes;
  if (value.length === 0) {
    return { success: false, field, value, message: `No ${field} found on the page`, error: `No ${field} found on the page` };
  }
  const updated = await updateRestaurant(input.restaurantId, (current) => ({ ...current, [field]: value, updatedAt: now().toISOString() }));
  if (!updated) throw notFound(`No restaurant with id '${input.restaurantId}'`, 'not_found', 'restaurantId');
  return { success: true, field, value, message: 'Data extracted successfully' };
}
