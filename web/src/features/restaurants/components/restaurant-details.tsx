import { menuFreshness, todayIn, type PublicRestaurant } from '@lunch/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { track } from '../../../lib/analytics';
import { isHttpError } from '../../../lib/api-client';
import { safeWebsiteUrl, telHref } from '../../../utils/url';
import { useRestaurant } from '../api/get-restaurant';
import { staleMenuExplanation, staleMenuText } from '../lib/freshness';
import { groupMenusByDay, menusToShow, orderTags } from '../lib/menus';
import { restaurantMetaDescription, restaurantPageTitle } from '../lib/page-meta';
import { LunchHours } from './lunch-hours';
import { LunchIncludes } from './lunch-includes';
import { ConfirmedBadge } from './confirmed-badge';
import { StaleMenuBadge } from './menu-freshness';
import { MenuItem } from './menu-item';
import { RatingStars } from './rating-stars';
import { RestaurantHeroImage } from './restaurant-hero-image';
import { RestaurantStructuredData } from './restaurant-structured-data';
import { TagChips } from './tag-chips';

export function RestaurantNotFound() {
  useDocumentTitle('Restaurang hittades inte');
  return (
    <Notice as="h1" title="Restaurang hittades inte">
      <p>Den begärda restaurangen kunde inte hittas.</p>
      <p>
        <Link to={paths.restaurants.getHref()}>Visa alla städer</Link>
      </p>
    </Notice>
  );
}

function RestaurantLoadError() {
  useDocumentTitle('Ett fel uppstod');
  return (
    <Notice as="h1" tone="error" title="Ett fel uppstod">
      <p>Kunde inte ladda restaurangsinformation.</p>
    </Notice>
  );
}

/** What the page composing this adds below the restaurant's own boxes (app/routes/restaurant.tsx). */
type AsideExtra = (restaurant: PublicRestaurant) => ReactNode;

/** Loads one restaurant and shows it, or the not-found / error message. */
export function RestaurantDetails({ id, asideExtra }: { id: string; asideExtra?: AsideExtra }) {
  const query = useRestaurant(id);

  if (query.isPending) return <Spinner label="Laddar restaurang..." className="spinner--block" />;
  if (query.isError || !query.data) {
    // The API answers 400 for an id that cannot exist and 404 for one that does not.
    if (isHttpError(query.error, 404) || isHttpError(query.error, 400)) return <RestaurantNotFound />;
    return <RestaurantLoadError />;
  }
  return <RestaurantView restaurant={query.data} asideExtra={asideExtra} />;
}

/** Spec: one analytics event per view of a restaurant page (StrictMode's second effect run included). */
function useTrackRestaurantView(restaurant: PublicRestaurant) {
  const tracked = useRef<string | null>(null);
  const id = restaurant.id ?? restaurant._id;
  const city = restaurant.location?.city ?? restaurant.city;
  useEffect(() => {
    if (tracked.current === id) return;
    tracked.current = id;
    track({ name: 'restaurant_view', restaurantId: id, city });
  }, [id, city]);
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  );
}

function RestaurantView({ restaurant, asideExtra }: { restaurant: PublicRestaurant; asideExtra?: AsideExtra }) {
  useDocumentTitle(restaurantPageTitle(restaurant));
  useMetaDescription(restaurantMetaDescription(restaurant));
  useTrackRestaurantView(restaurant);

  const today = todayIn();
  const allMenus = restaurant.lunch_menus ?? [];
  const stale = staleMenuText(menuFreshness(allMenus, today));
  const shown = menusToShow(allMenus, today);
  const groups = shown ? groupMenusByDay(shown.menus, shown.monday, today) : [];
  const heroImage = restaurant.images?.[0] ?? shown?.menus.find((m) => m.imageUrl)?.imageUrl ?? allMenus.find((m) => m.imageUrl)?.imageUrl;
  const website = safeWebsiteUrl(restaurant.contact?.website);
  const phone = restaurant.contact?.phone?.trim();
  const features = [...new Set((restaurant.features ?? []).map((f) => f.replace(/_/g, ' ').trim()).filter(Boolean))];
  const city = restaurant.location?.city ?? restaurant.city;
  const cuisines = restaurant.cuisines ?? [];
  const dietaryOptions = restaurant.dietaryOptions ?? [];
  const tags = orderTags(restaurant.tags);

  return (
    <article className="restaurant-page">
      <RestaurantStructuredData restaurant={restaurant} />
      {city && (
        <p className="back-link">
          <Link to={paths.lunchList.getHref(city)}>← Lunchrestauranger i {city}</Link>
        </p>
      )}

      <header className="restaurant-hero">
        <div className="restaurant-hero__media">
          <RestaurantHeroImage src={heroImage} />
        </div>
        <div className="restaurant-hero__text">
          <h1 className="restaurant-hero__name">{restaurant.name}</h1>
          <p className="restaurant-hero__address">{restaurant.location?.address}</p>
          <RatingStars rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
          <LunchHours lunchHours={restaurant.lunch_hours} />
          <TagChips tags={tags} className="restaurant-hero__tags" />
        </div>
      </header>

      <div className="restaurant-page__layout">
        <section className="restaurant-page__menus card" aria-labelledby="menus-heading">
          <h2 id="menus-heading">{shown?.current ? `Lunchmenyer vecka ${shown.week}` : 'Lunchmenyer'}</h2>
          {stale && (
            <div className="stale-notice">
              <StaleMenuBadge text={stale} />
              <p>{staleMenuExplanation(today)} Menyn nedan gäller vecka {shown?.week}.</p>
            </div>
          )}
          <ConfirmedBadge confirmed={restaurant.confirmedByRestaurant} />
          <LunchIncludes includes={restaurant.lunch_includes} />
          {groups.length > 0 ? (
            groups.map((group) => (
              <section key={group.key} className="menu-day" aria-labelledby={`menu-day-${group.days.join('-')}`}>
                <h3 id={`menu-day-${group.days.join('-')}`} className="menu-day__heading">
                  {group.heading}
                  {group.isToday && <span className="menu-day__today">I dag</span>}
                </h3>
                <ul className="menus">
                  {group.menus.map((menu) => (
                    <MenuItem key={menu._id} menu={menu} fallbackPrice={restaurant.fallback_price} headingLevel={4} />
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <p className="muted">Ingen lunchmeny publicerad för den här veckan.</p>
          )}
        </section>

        <aside className="restaurant-page__aside" aria-label="Om restaurangen">
          <section className="card info-box" aria-labelledby="contact-heading">
            <h2 id="contact-heading">Kontakt</h2>
            {phone || website ? (
              <ul className="info-box__list">
                {phone && (
                  <li>
                    <a href={telHref(phone)}>{phone}</a>
                  </li>
                )}
                {website && (
                  <li>
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      Besök hemsida
                    </a>
                  </li>
                )}
              </ul>
            ) : (
              <p className="muted">Inga kontaktuppgifter.</p>
            )}
          </section>

          {features.length > 0 && (
            <section className="card info-box" aria-labelledby="features-heading">
              <h2 id="features-heading">Faciliteter</h2>
              <Chips items={features} />
            </section>
          )}

          {cuisines.length + dietaryOptions.length > 0 && (
            <section className="card info-box" aria-labelledby="kitchen-heading">
              <h2 id="kitchen-heading">Mattyp och kost</h2>
              {cuisines.length > 0 && (
                <>
                  <h3 className="info-box__subheading">Mattyp</h3>
                  <Chips items={cuisines} />
                </>
              )}
              {dietaryOptions.length > 0 && (
                <>
                  <h3 className="info-box__subheading">Kost</h3>
                  <Chips items={dietaryOptions} />
                </>
              )}
            </section>
          )}
          {asideExtra?.(restaurant)}
        </aside>
      </div>
    </article>
  );
}
