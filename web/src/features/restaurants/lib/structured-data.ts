import { effectivePrice, type PublicRestaurant } from '@lunch/shared';
import { safeImageSrc, safeWebsiteUrl } from '../../../utils/url';
import { lunchHoursLines } from './lunch-hours';

type JsonLd = Record<string, unknown>;

/** A same-site path made absolute against the page's origin; absolute URLs as they are. */
function absolute(src: string | null, origin: string): string | null {
  if (!src) return null;
  return src.startsWith('/') ? `${origin}${src}` : src;
}

/**
 * schema.org PublicRestaurant data for search engines: name, PostalAddress, GeoCoordinates, telephone,
 * url, servesCuisine, aggregateRating and openingHoursSpecification from the lunch hours. Fields
 * without data are left out rather than sent empty.
 */
export function restaurantJsonLd(restaurant: PublicRestaurant, origin: string): JsonLd {
  const [lng, lat] = restaurant.location?.coordinates ?? [];
  const website = safeWebsiteUrl(restaurant.contact?.website);
  const phone = restaurant.contact?.phone?.trim();
  const image = absolute(safeImageSrc(restaurant.images?.[0] ?? restaurant.lunch_menus?.find((m) => m.imageUrl)?.imageUrl), origin);
  const prices = (restaurant.lunch_menus ?? [])
    .filter((m) => !m.closed)
    .map((m) => effectivePrice(m.price, restaurant.fallback_price))
    .filter((p): p is number => p !== null);
  const hours = lunchHoursLines(restaurant.lunch_hours).filter((line) => line.timeText);
  const rating = Number(restaurant.rating);
  const reviews = Number(restaurant.reviewCount);

  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.location?.street ?? restaurant.location?.address,
      addressLocality: restaurant.location?.city ?? restaurant.city,
      addressCountry: 'SE',
    },
  };
  if (Number.isFinite(lat) && Number.isFinite(lng)) data.geo = { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
  if (phone) data.telephone = phone;
  if (website) data.url = website;
  if (image) data.image = image;
  if (restaurant.cuisines?.length) data.servesCuisine = restaurant.cuisines;
  if (prices.length) {
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    data.priceRange = low === high ? `${low} SEK` : `${low}–${high} SEK`;
  }
  if (Number.isFinite(rating) && rating > 0 && Number.isFinite(reviews) && reviews > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: rating, bestRating: 5, worstRating: 1, reviewCount: reviews };
  }
  if (hours.length) {
    data.openingHoursSpecification = hours.map((line) => {
      const [opens, closes] = line.timeText.split('–');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: line.days, opens, closes };
    });
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no value can close the tag. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
