import { mondayOfOwnerWeek, todayIn } from '@lunch/shared';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { OwnerScreen } from '../../features/owner-week/components/owner-screen';
import type { OwnerPreviewProps } from '../../features/owner-week/lib/preview';
import { useRestaurant } from '../../features/restaurants/api/get-restaurant';
import { ConfirmedBadge } from '../../features/restaurants/components/confirmed-badge';
import { LunchHours } from '../../features/restaurants/components/lunch-hours';
import { LunchIncludes } from '../../features/restaurants/components/lunch-includes';
import { MenuItem } from '../../features/restaurants/components/menu-item';
import { groupMenusByDay } from '../../features/restaurants/lib/menus';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryProvider } from '../../lib/query-provider';

/** /agare: the restaurant owner's week editor, in its own chunk (React Query comes with it). */
export default function OwnerRoute() {
  useDocumentTitle('Veckans lunch – för restauranger');
  const { data: user, isError } = useCurrentUser();
  return (
    <QueryProvider>
      <div className="container page">
        <OwnerScreen user={user} userError={isError} renderPreview={(props) => <OwnerWeekPreview {...props} />} />
      </div>
    </QueryProvider>
  );
}

/**
 * The week as visitors will see it on the restaurant page once published: the public page's own menu
 * components, fed with the draft's menus (and the restaurant's fallback price, as on the page).
 */
function OwnerWeekPreview({ restaurantId, restaurantName, week, menus, lunchHours, includes }: OwnerPreviewProps) {
  const restaurant = useRestaurant(restaurantId).data;
  const monday = mondayOfOwnerWeek(week);
  const groups = groupMenusByDay(menus, monday, todayIn());
  const weekNumber = Number(week.slice(-2));
  return (
    <article className="restaurant-page">
      <header className="restaurant-hero__text">
        <h2 className="restaurant-hero__name">{restaurant?.name ?? restaurantName}</h2>
        {restaurant?.location?.address && <p className="restaurant-hero__address">{restaurant.location.address}</p>}
        <LunchHours lunchHours={lunchHours.length > 0 ? lunchHours : restaurant?.lunch_hours} />
      </header>
      <section className="restaurant-page__menus card" aria-label={`Lunchmenyer vecka ${weekNumber}`}>
        <h3>Lunchmenyer vecka {weekNumber}</h3>
        {menus.length > 0 && <ConfirmedBadge confirmed={{ publishedAt: new Date().toISOString() }} />}
        <LunchIncludes includes={includes.length > 0 ? includes : restaurant?.lunch_includes} />
        {groups.length > 0 ? (
          groups.map((group) => (
            <section key={group.key} className="menu-day">
              <h4 className="menu-day__heading">
                {group.heading}
                {group.isToday && <span className="menu-day__today">I dag</span>}
              </h4>
              <ul className="menus">
                {group.menus.map((menu) => (
                  <MenuItem key={menu._id} menu={menu} fallbackPrice={restaurant?.fallback_price} headingLevel={4} />
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className="muted">Ingen lunchmeny publicerad för den här veckan.</p>
        )}
      </section>
    </article>
  );
}
