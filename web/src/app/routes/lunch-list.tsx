import { isoWeekNumber, todayIn } from '@lunch/shared';
import { useSearchParams } from 'react-router-dom';
import { CityLinks } from '../../features/cities/components/city-links';
import { RestaurantList } from '../../features/restaurants/components/restaurant-list';
import { readListFilters } from '../../features/restaurants/lib/list-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function LunchListRoute() {
  const [searchParams] = useSearchParams();
  const today = todayIn();
  const filters = readListFilters(searchParams, today);
  useDocumentTitle(filters ? `Lunchrestauranger i ${filters.city}` : 'Välj en stad');

  if (!filters) {
    return (
      <div className="container page">
        <h1>Välj en stad</h1>
        <p className="muted">Välj en av städerna nedan för att se dagens lunchrestauranger.</p>
        <CityLinks />
      </div>
    );
  }

  return (
    <div className="container page">
      <header className="page-header">
        <h1>Lunchrestauranger i {filters.city}</h1>
        <p className="page-header__week">Vecka {isoWeekNumber(today)}</p>
      </header>
      <RestaurantList filters={filters} />
    </div>
  );
}
