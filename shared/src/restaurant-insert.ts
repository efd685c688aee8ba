import { z } from 'zod';
import { CITIES, findCity } from './cities';

/** The extracted restaurant of the maps import (spec section 3), as extract-gmaps-data returns it. */
export interface ExtractedRestaurant {
  name: string;
  location: { city: string; address: string; coordinates: [number, number] | null };
  contact: { phone: string; website: string };
  rating: number | null;
  reviews: number | null;
  gMaps_place_id: string;
}

export interface ExtractGmapsResponse {
  restaurant: ExtractedRestaurant;
  /** Fields the URL did not hold and no places provider filled: the admin fills them in. */
  missingFields: string[];
  /** Fields worked out here rather than read (city: the service's city nearest to the coordinates). */
  derivedFields: string[];
  message: string;
}

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'contact.website must be an http(s) URL' })]);

/** POST /api/admin/insert-restaurant: the (edited) extracted restaurant, validated field by field. */
export const insertRestaurantSchema = z.object(
  {
    name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
    location: z.object(
      {
        city: z
          .string({ error: 'location.city is required' })
          .trim()
          .transform((c, ctx) => {
            const city = findCity(c);
            if (!city) {
              ctx.addIssue({ code: 'custom', message: `location.city must be one of ${CITIES.map((x) => x.name).join(', ')}` });
              return z.NEVER;
            }
            return city.name;
          }),
        address: z.string({ error: 'location.address must be text' }).trim().max(200, 'location.address must be at most 200 characters').default(''),
        coordinates: z.tuple(
          [
            z.number({ error: 'location.coordinates must be [longitude, latitude]' }).min(-180).max(180),
            z.number({ error: 'location.coordinates must be [longitude, latitude]' }).min(-90).max(90),
          ],
          { error: 'location.coordinates must be [longitude, latitude]' },
        ),
      },
      { error: 'location is required: { city, address, coordinates }' },
    ),
    contact: z
      .object({
        phone: z.string({ error: 'contact.phone must be text' }).trim().max(40, 'contact.phone must be at most 40 characters').default(''),
        website: optionalUrl.default(''),
      })
      .default({ phone: '', website: '' }),
    rating: z.number({ error: 'rating must be a number from 0 to 5' }).min(0, 'rating must be from 0 to 5').max(5, 'rating must be from 0 to 5').nullable().default(null),
    reviews: z.number({ error: 'reviews must be a whole number' }).int('reviews must be a whole number').min(0).nullable().default(null),
    gMaps_place_id: z.string({ error: 'gMaps_place_id must be text' }).trim().max(300).regex(/^[A-Za-z0-9_:-]*$/, 'gMaps_place_id has unexpected characters').default(''),
  },
  { error: 'body must be the extracted restaurant object' },
);

export type InsertRestaurantInput = z.infer<typeof insertRestaurantSchema>;
