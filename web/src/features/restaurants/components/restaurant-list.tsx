import { FIRST_PAGE_SIZE } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useRestaurants } from '../api/get-restaurants';
import type { RestaurantListFilters } from '../lib/list-filters';
import { RestaurantCard } from './restaurant-card';

const LOADING_TEXT = 'Laddar restauranger...';

function LoadError() {
  return (
    <Notice tone="error" title="Ett fel uppstod">
      <p>Kunde inte ladda restauranger. Försök igen senare.</p>
    </Notice>
  );
}

/** The paged restaurant list for a set of filters: loading, error, empty and loaded states. */
export function RestaurantList({ filters }: { filters: RestaurantListFilters }) {
  const query = useRestaurants(filters);

  if (query.isPending) return <Spinner label={LOADING_TEXT} className="spinner--block" />;
  if (query.isError && !query.data) return <LoadError />;

  const restaurants = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.pagination.total ?? restaurants.length;

  if (restaurants.length === 0) {
    return (
      <Notice title="Inga restauranger hittades">
        <p>Försök justera dina sökfilter för fler resultat.</p>
      </Notice>
    );
  }

  return (
    <section className="restaurant-list" aria-label="Restauranger">
      <p className="restaurant-list__count muted" aria-live="polite">
        Visar {restaurants.length} av {total} restauranger
      </p>
      <ol className="restaurant-list__items">
        {restaurants.map((restaurant, index) => (
          <li key={restaurant.id ?? restaurant._id}>
            <RestaurantCard restaurant={restaurant} recommended={index === 0} />
          </li>
        ))}
      </ol>

      {query.isFetchNextPageError && <LoadError />}
      {query.isFetchingNextPage && <Spinner label={LOADING_TEXT} />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <div className="restaurant-list__more">
          <button type="button" className="button" onClick={() => query.fetchNextPage()}>
            Visa fler restauranger
          </button>
        </div>
      )}
      {!query.hasNextPage && restaurants.length > FIRST_PAGE_SIZE && (
        <p className="restaurant-list__end">Du har sett alla restauranger</p>
      )}
    </section>
  );
}
