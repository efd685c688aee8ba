import type { Restaurant } from '@lunch/shared';
import { jsonLdScriptText, restaurantJsonLd } from '../lib/structured-data';

/** schema.org Restaurant data for search engines, as a JSON-LD script in the page. */
export function RestaurantStructuredData({ restaurant }: { restaurant: Restaurant }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(restaurantJsonLd(restaurant, window.location.origin)) }}
    />
  );
}
