import type { Restaurant } from '@lunch/shared';
import { safeWebsiteUrl } from '../../../utils/url';

/** schema.org Restaurant data for search engines. `<` is escaped so no value can close the script tag. */
export function RestaurantStructuredData({ restaurant }: { restaurant: Restaurant }) {
  const [lng, lat] = restaurant.location?.coordinates ?? [];
  const website = safeWebsiteUrl(restaurant.contact?.website);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.location?.street ?? restaurant.location?.address,
      addressLocality: restaurant.location?.city,
      addressCountry: 'SE',
    },
    ...(typeof lat === 'number' && typeof lng === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } }
      : {}),
    ...(restaurant.contact?.phone ? { telephone: restaurant.contact.phone } : {}),
    ...(website ? { url: website } : {}),
    ...(restaurant.cuisines?.length ? { servesCuisine: restaurant.cuisines } : {}),
    ...(restaurant.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: restaurant.rating, reviewCount: restaurant.reviewCount } }
      : {}),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
