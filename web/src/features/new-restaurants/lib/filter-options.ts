import { AI_RESPONSE_FILTERS, LUNCH_LINK_FILTERS, LUNCH_WORD_FILTERS, VALIDATION_FILTERS, type NewRestaurantCounts, type NewRestaurantFilters } from '@lunch/shared';

export interface FilterOption {
  value: string;
  count: number;
}

export interface FilterDefinition {
  key: keyof NewRestaurantFilters;
  label: string;
  options: FilterOption[];
}

/** The five filters of the New-restaurants tab (spec section 2), each option with how many restaurants it shows. */
export function filterDefinitions(counts: NewRestaurantCounts): FilterDefinition[] {
  const cities = Object.keys(counts.city).sort((a, b) => a.localeCompare(b, 'sv'));
  return [
    { key: 'city', label: 'City', options: [{ value: 'all', count: counts.total }, ...cities.map((c) => ({ value: c, count: counts.city[c] }))] },
    { key: 'lunchLink', label: 'Lunch link', options: LUNCH_LINK_FILTERS.map((v) => ({ value: v, count: counts.lunchLink[v] })) },
    { key: 'lunchWord', label: "'lunch' in URL", options: LUNCH_WORD_FILTERS.map((v) => ({ value: v, count: counts.lunchWord[v] })) },
    { key: 'validation', label: 'Validation', options: VALIDATION_FILTERS.map((v) => ({ value: v, count: counts.validation[v] })) },
    { key: 'aiResponse', label: 'AI response', options: AI_RESPONSE_FILTERS.map((v) => ({ value: v, count: counts.aiResponse[v] })) },
  ];
}
