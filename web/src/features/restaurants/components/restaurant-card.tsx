import { distanceText, effectivePrice, svCount, type RestaurantListItem } from '@lunch/shared';
import { memo } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { staleMenuExplanation, staleMenuText } from '../lib/freshness';
import { isRecommendedTag, orderTags } from '../lib/menus';
import { LunchHours } from './lunch-hours';
import { LunchIncludes } from './lunch-includes';
import { ConfirmedBadge } from './confirmed-badge';
import { StaleMenuBadge } from './menu-freshness';
import { MenuItem } from './menu-item';
import { RatingStars } from './rating-stars';
import { TagChips } from './tag-chips';

interface RestaurantCardProps {
  restaurant: RestaurantListItem;
  /** The first result of the list is highlighted as recommended. */
  recommended?: boolean;
  /** Level of the restaurant's name in the page outline (dish names are one below). Default 2. */
  headingLevel?: 2 | 3;
  /** The visitor's "Max Pris": dishes over it are folded under "N rätter över X SEK". */
  maxPrice?: number;
}

/**
 * One restaurant in the lunch list: name, address, distance, rating, lunch hours, what lunch
 * includes and the day's menus. A restaurant whose menus are not this week's shows "Meny för vecka N"
 * instead of any dish (the list only carries the day's menus, so it has none to show). Memoised: when
 * the list loads its next page, the cards already shown do not render again.
 */
export const RestaurantCard = memo(function RestaurantCard({ restaurant, recommended = false, headingLevel = 2, maxPrice }: RestaurantCardProps) {
  const id = restaurant.id ?? restaurant._id;
  const stale = staleMenuText(restaurant.menuFreshness);
  const dayMenus = stale ? [] : (restaurant.lunch_menus ?? []);
  // Under a max price, dishes known to cost more are folded away, never shown as if they matched.
  const overPrice = (menu: (typeof dayMenus)[number]) => {
    if (menu.closed) return false;
    const price = effectivePrice(menu.price, restaurant.fallback_price);
    return maxPrice !== undefined && price !== null && price > maxPrice;
  };
  const menus = dayMenus.filter((menu) => !overPrice(menu));
  const folded = dayMenus.filter(overPrice);
  const menuItem = (menu: (typeof dayMenus)[number]) => (
    <MenuItem key={menu._id} menu={menu} fallbackPrice={restaurant.fallback_price} headingLevel={headingLevel === 2 ? 3 : 4} />
  );
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  // The list's own "Rekommenderad" badge already says it for the first result.
  const tags = orderTags(restaurant.tags).filter((tag) => !(recommended && isRecommendedTag(tag)));

  return (
    <article className={recommended ? 'card restaurant-card restaurant-card--recommended' : 'card restaurant-card'}>
      <header className="restaurant-card__header">
        {recommended && <span className="badge">Rekommenderad</span>}
        <Name className="restaurant-card__name">
          <Link to={paths.restaurant.getHref(id)}>{restaurant.name}</Link>
        </Name>
        <p className="restaurant-card__address">
          {restaurant.location?.address}
          {Number.isFinite(restaurant.distance) && (
            <span className="restaurant-card__distance"> · {distanceText(restaurant.distance, restaurant.distanceFrom)}</span>
          )}
        </p>
        <RatingStars rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
        <LunchHours lunchHours={restaurant.lunch_hours} />
        <TagChips tags={tags} className="restaurant-card__tags" />
      </header>
      <LunchIncludes includes={restaurant.lunch_includes} />
      {!stale && <ConfirmedBadge confirmed={restaurant.confirmedByRestaurant} />}
      {stale ? (
        <div className="restaurant-card__stale">
          <StaleMenuBadge text={stale} />
          <p className="muted">
            {staleMenuExplanation()} <Link to={paths.restaurant.getHref(id)}>Se senaste menyn</Link>
          </p>
        </div>
      ) : dayMenus.length > 0 ? (
        <>
          {menus.length > 0 && (
            <ul className="menus" aria-label={`Lunchmenyer hos ${restaurant.name}`}>
              {menus.map(menuItem)}
            </ul>
          )}
          {folded.length > 0 && (
            <details className="menus-over-price">
              <summary>
                {svCount(folded.length, 'rätt', 'rätter')} över {maxPrice} SEK
              </summary>
              <ul className="menus" aria-label={`Rätter över ${maxPrice} SEK hos ${restaurant.name}`}>
                {folded.map(menuItem)}
              </ul>
            </details>
          )}
        </>
      ) : (
        <p className="muted">Ingen lunchmeny publicerad för dagen.</p>
      )}
    </article>
  );
});
