import { useId } from 'react';
import { NO_NEW_RESTAURANT_FILTERS, type NewRestaurantCounts, type NewRestaurantFilters } from '@lunch/shared';
import { filterDefinitions } from '../lib/filter-options';

interface Props {
  counts: NewRestaurantCounts;
  filters: NewRestaurantFilters;
  onChange: (filters: NewRestaurantFilters) => void;
}

/** The five filters (spec section 2), each option with its count over all new restaurants. */
export function NewRestaurantFiltersBar({ counts, filters, onChange }: Props) {
  const id = useId();
  const active = Object.entries(filters).some(([k, v]) => v !== NO_NEW_RESTAURANT_FILTERS[k as keyof NewRestaurantFilters]);
  return (
    <fieldset className="new-restaurants__filters">
      <legend className="visually-hidden">Filters</legend>
      {filterDefinitions(counts).map((filter) => (
        <div key={filter.key} className="new-restaurants__filter">
          <label htmlFor={`${id}-${filter.key}`}>{filter.label}</label>
          <select id={`${id}-${filter.key}`} value={filters[filter.key]} onChange={(e) => onChange({ ...filters, [filter.key]: e.target.value })}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} ({option.count})
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="button" className="link-button new-restaurants__clear" onClick={() => onChange(NO_NEW_RESTAURANT_FILTERS)} disabled={!active}>
        Clear filters
      </button>
    </fieldset>
  );
}
