import { ADMIN_FILTERABLE_FIELD_NAMES, SCRAPING_TIMES, type AdminFilterableField } from '@lunch/shared';
import { SearchIcon } from '../../../components/ui/search-icon';
import { hasActiveFilters, type AdminListFilters } from '../lib/list-filters';

interface RestaurantFiltersProps {
  filters: AdminListFilters;
  onChange: (filters: AdminListFilters) => void;
  onClear: () => void;
}

/** Spec section 2: a search box, the property, manual-scraping, city and scraping-time filters, and a button clearing them all. */
export function RestaurantFilters({ filters, onChange, onClear }: RestaurantFiltersProps) {
  const set = <K extends keyof AdminListFilters>(key: K, value: AdminListFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <div className="ar-filters" role="search" aria-label="Filter restaurants">
      <div className="search-field ar-filters__search">
        <SearchIcon />
        <label htmlFor="ar-search" className="visually-hidden">Search restaurants</label>
        <input
          id="ar-search"
          type="search"
          placeholder="Search restaurants..."
          value={filters.search}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <div className="ar-filters__grid">
        <div className="ar-field">
          <label htmlFor="ar-filter-property">Property</label>
          <select id="ar-filter-property" value={filters.property} onChange={(e) => set('property', e.target.value as AdminFilterableField | '')}>
            <option value="">Any property</option>
            {ADMIN_FILTERABLE_FIELD_NAMES.map((name) => (
              <option key={name} value={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="ar-field">
          <label htmlFor="ar-filter-property-state">Property state</label>
          <select id="ar-filter-property-state" value={filters.propertyState} disabled={!filters.property} onChange={(e) => set('propertyState', e.target.value as 'has' | 'missing')}>
            <option value="has">has</option>
            <option value="missing">missing</option>
          </select>
        </div>
        <div className="ar-field">
          <label htmlFor="ar-filter-manual">Manual scraping</label>
          <select id="ar-filter-manual" value={filters.manualScraping} onChange={(e) => set('manualScraping', e.target.value as AdminListFilters['manualScraping'])}>
            <option value="all">all</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </div>
        <div className="ar-field">
          <label htmlFor="ar-filter-city">City</label>
          <input id="ar-filter-city" type="text" value={filters.city} maxLength={60} placeholder="Filter by city..." onChange={(e) => set('city', e.target.value)} />
        </div>
        <div className="ar-field">
          <label htmlFor="ar-filter-scraping-time">Scraping time</label>
          <select id="ar-filter-scraping-time" value={filters.scrapingTime} onChange={(e) => set('scrapingTime', e.target.value as AdminListFilters['scrapingTime'])}>
            <option value="all">all</option>
            {SCRAPING_TIMES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </div>
      </div>
      <button type="button" className="button button--small button--secondary ar-filters__clear" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        Clear all filters
      </button>
    </div>
  );
}
