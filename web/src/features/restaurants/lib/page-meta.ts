import { effectivePrice, type PublicRestaurant } from '@lunch/shared';
import { lunchHoursText } from './lunch-hours';

const MAX_DESCRIPTION = 160;

/** The browser tab title of a restaurant page (the site name is added by the title hook). */
export function restaurantPageTitle(restaurant: Pick<PublicRestaurant, 'name' | 'city' | 'location'>): string {
  const city = restaurant.location?.city ?? restaurant.city;
  return city ? `${restaurant.name} – lunch i ${city}` : restaurant.name;
}

/**
 * The meta description of a restaurant page, for search results and link previews: address, lunch
 * hours and the lowest lunch price, at most 160 characters.
 */
export function restaurantMetaDescription(
  restaurant: Pick<PublicRestaurant, 'name' | 'location' | 'lunch_hours' | 'lunch_menus' | 'fallback_price' | 'cuisines'>,
): string {
  const parts = [`Dagens lunch och veckans lunchmeny hos ${restaurant.name}`];
  const address = restaurant.location?.address?.trim();
  if (address) parts[0] += `, ${address}`;
  const hours = lunchHoursText(restaurant.lunch_hours);
  if (hours) parts.push(`Lunch ${hours}`);
  const prices = (restaurant.lunch_menus ?? [])
    .filter((m) => !m.closed)
    .map((m) => effectivePrice(m.price, restaurant.fallback_price))
    .filter((p): p is number => p !== null);
  const lowest = prices.length ? Math.min(...prices) : effectivePrice(null, restaurant.fallback_price);
  if (lowest !== null) parts.push(`Från ${lowest} SEK`);
  if (restaurant.cuisines?.length) parts.push(restaurant.cuisines.join(', '));
  const text = `${parts.join('. ')}.`;
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.–]+$/u, '')}…`;
}
