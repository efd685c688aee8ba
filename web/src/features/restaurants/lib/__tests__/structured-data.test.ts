import type { Restaurant } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { jsonLdScriptText, restaurantJsonLd } from '../structured-data';
import { restaurantMetaDescription, restaurantPageTitle } from '../page-meta';

const restaurant = {
  id: 'malmo-1', _id: 'malmo-1', name: 'Bistro </script> Tornet', city: 'Malmö',
  location: { address: 'Storgatan 1, 211 34 Malmö', street: 'Storgatan 1', city: 'Malmö', coordinates: [13.0, 55.6] },
  contact: { phone: '040-12 34 56', website: 'bistro.example.se' },
  cuisines: ['Svensk', 'Fransk'], dietaryOptions: [], lunch_includes: [], tags: [], fallback_price: 105,
  lunch_hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' },
    { days: ['Saturday'], startTime: '12:00', endTime: '15:00' },
  ],
  lunch_menus: [
    { _id: 'a', name: 'A', description: '', tags: [], validFrom: '2026-11-16', validTo: '2026-11-16', price: 0, imageUrl: '/api/serveImage?imageName=malmo-1_a.webp' },
    { _id: 'b', name: 'B', description: '', tags: [], validFrom: '2026-11-16', validTo: '2026-11-16', price: 129 },
  ],
  rating: 4.3, reviewCount: 120, images: [], features: [], rank: 1, menuPeriodicity: 'Weekly', scrapingTime: 'MORNING', updatedAt: '',
} as unknown as Restaurant;

describe('restaurantJsonLd', () => {
  const data = restaurantJsonLd(restaurant, 'https://lunch.example');

  it('describes the restaurant for schema.org', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Bistro </script> Tornet',
      address: { '@type': 'PostalAddress', streetAddress: 'Storgatan 1', addressLocality: 'Malmö', addressCountry: 'SE' },
      geo: { '@type': 'GeoCoordinates', latitude: 55.6, longitude: 13.0 },
      telephone: '040-12 34 56',
      url: 'https://bistro.example.se/',
      servesCuisine: ['Svensk', 'Fransk'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 120, bestRating: 5 },
      image: 'https://lunch.example/api/serveImage?imageName=malmo-1_a.webp',
      priceRange: '105–129 SEK',
    });
  });

  it('turns lunch hours into openingHoursSpecification', () => {
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '11:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '12:00', closes: '15:00' },
    ]);
  });

  it('leaves out what is unknown', () => {
    const bare = restaurantJsonLd({ ...restaurant, contact: {}, rating: 0, reviewCount: 0, cuisines: [], lunch_hours: [] }, 'https://x');
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('url');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('openingHoursSpecification');
  });

  it('can never close its script tag', () => {
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Bistro </script> Tornet');
  });
});

describe('restaurant page meta', () => {
  it('has a title and a description of at most 160 characters', () => {
    expect(restaurantPageTitle(restaurant)).toBe('Bistro </script> Tornet – lunch i Malmö');
    const description = restaurantMetaDescription(restaurant);
    expect(description).toContain('Storgatan 1, 211 34 Malmö');
    expect(description).toContain('Mån–Fre 11:00–14:00');
    expect(description).toContain('Från 105 SEK');
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
