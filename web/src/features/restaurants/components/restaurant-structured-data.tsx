import type { PublicRestaurant } from '@lunch/shared';
import { jsonLdScriptText, restaurantJsonLd } from '../lib/structured-data';

/** schema.org PublicRestaurant data for search engines, as a JSON-LD script in the page. */
export function RestaurantStructuredData({ restaurant }: { restaurant: PublicRestaurant }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(restaurantJsonLd(restaurant, window.location.origin)) }}
    />
  );
}
