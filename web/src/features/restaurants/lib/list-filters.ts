import { findCity, isWeekday, todayIn, weekdayOf, type Weekday } from '@lunch/shared';

/**
 * What the lunch list is filtered by, as sent to GET /api/restaurants (lists are comma-joined by
 * the API client). Only city and day are set from the page so far; the filter bar fills the rest.
 */
export interface RestaurantListFilters {
  city: string;
  selectedDay: Weekday;
  search?: string;
  price?: number;
  cuisines?: string[];
  dietaryOptions?: string[];
  lunchIncludes?: string[];
  lat?: number;
  lng?: number;
}

/**
 * Reads the list filters from the page's query string. Returns null when the city is missing or not
 * one of the service's cities. The day defaults to today in Sweden (Sunday stays Sunday).
 */
export function readListFilters(searchParams: URLSearchParams, today = todayIn()): RestaurantListFilters | null {
  const city = findCity(searchParams.get('city') ?? '');
  if (!city) return null;
  const day = searchParams.get('selectedDay');
  return { city: city.name, selectedDay: isWeekday(day) ? day : weekdayOf(today) };
}
