import { distanceText, type RestaurantListItem } from '@lunch/shared';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LunchHours } from './lunch-hours';
import { LunchIncludes } from './lunch-includes';
import { MenuItem } from './menu-item';
import { RatingStars } from './rating-stars';

interface RestaurantCardProps {
  restaurant: RestaurantListItem;
  /** The first result of the list is highlighted as recommended. */
  recommended?: boolean;
}

export function RestaurantCard({ restaurant, recommended = false }: RestaurantCardProps) {
  const id = restaurant.id ?? restaurant._id;
  const menus = restaurant.lunch_menus ?? [];
  return (
    <article className={recommended ? 'card restaurant-card restaurant-card--recommended' : 'card restaurant-card'}>
      <header className="restaurant-card__header">
        {recommended && <span className="badge">Rekommenderad</span>}
        <h3 className="restaurant-card__name">
          <Link to={paths.restaurant.getHref(id)}>{restaurant.name}</Link>
        </h3>
        <p className="restaurant-card__address">
          {restaurant.location?.address}
          {Number.isFinite(restaurant.distance) && (
            <span className="restaurant-card__distance"> · {distanceText(restaurant.distance)}</span>
          )}
        </p>
        <RatingStars rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
        <LunchHours lunchHours={restaurant.lunch_hours} />
      </header>
      <LunchIncludes includes={restaurant.lunch_includes} />
      {menus.length > 0 ? (
        <ul className="menus" aria-label={`Lunchmenyer hos ${restaurant.name}`}>
          {menus.map((menu) => (
            <MenuItem key={menu._id} menu={menu} fallbackPrice={restaurant.fallback_price} />
          ))}
        </ul>
      ) : (
        <p className="muted">Ingen lunchmeny publicerad för dagen.</p>
      )}
    </article>
  );
}
