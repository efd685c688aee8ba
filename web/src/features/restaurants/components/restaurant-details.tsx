import { todayIn, type Restaurant } from '@lunch/shared';
import { Link } from 'react-router-dom';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isHttpError } from '../../../lib/api-client';
import { safeImageSrc, safeWebsiteUrl, telHref } from '../../../utils/url';
import { useRestaurant } from '../api/get-restaurant';
import { menuDaysText, menusOfWeek } from '../lib/menus';
import { LunchHours } from './lunch-hours';
import { LunchIncludes } from './lunch-includes';
import { MenuItem } from './menu-item';
import { RatingStars } from './rating-stars';
import { RestaurantStructuredData } from './restaurant-structured-data';

export function RestaurantNotFound() {
  return (
    <Notice as="h1" title="Restaurang hittades inte">
      <p>Den begärda restaurangen kunde inte hittas.</p>
      <p>
        <Link to={paths.restaurants.getHref()}>Visa alla städer</Link>
      </p>
    </Notice>
  );
}

/** Loads one restaurant and shows it, or the not-found / error message. */
export function RestaurantDetails({ id }: { id: string }) {
  const query = useRestaurant(id);
  useDocumentTitle(query.data?.name);

  if (query.isPending) return <Spinner label="Laddar restaurang..." className="spinner--block" />;
  if (query.isError) {
    // The API answers 400 for an id that cannot exist and 404 for one that does not.
    if (isHttpError(query.error, 404) || isHttpError(query.error, 400)) return <RestaurantNotFound />;
    return (
      <Notice as="h1" tone="error" title="Ett fel uppstod">
        <p>Kunde inte ladda restaurangsinformation.</p>
      </Notice>
    );
  }
  return <RestaurantView restaurant={query.data} />;
}

function RestaurantView({ restaurant }: { restaurant: Restaurant }) {
  const today = todayIn();
  const menus = menusOfWeek(restaurant.lunch_menus ?? [], today);
  const heroImage = safeImageSrc(restaurant.images?.[0]);
  const website = safeWebsiteUrl(restaurant.contact?.website);
  const phone = restaurant.contact?.phone?.trim();
  const features = (restaurant.features ?? []).map((f) => f.replace(/_/g, ' ').trim()).filter(Boolean);
  const city = restaurant.location?.city ?? restaurant.city;
  const cuisines = restaurant.cuisines ?? [];
  const dietaryOptions = restaurant.dietaryOptions ?? [];

  return (
    <article className="restaurant-page">
      <RestaurantStructuredData restaurant={restaurant} />
      {city && (
        <p className="back-link">
          <Link to={paths.lunchList.getHref(city)}>← Lunchrestauranger i {city}</Link>
        </p>
      )}

      <header className="restaurant-page__hero">
        {heroImage && (
          <img
            className="restaurant-page__image"
            src={heroImage}
            alt=""
            width={1200}
            height={400}
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        )}
        <h1>{restaurant.name}</h1>
        <p className="restaurant-page__address">{restaurant.location?.address}</p>
        <RatingStars rating={restaurant.rating} reviewCount={restaurant.reviewCount} />
        <LunchHours lunchHours={restaurant.lunch_hours} />
      </header>

      <div className="restaurant-page__layout">
        <section className="restaurant-page__menus card" aria-labelledby="menus-heading">
          <h2 id="menus-heading">Lunchmenyer</h2>
          <LunchIncludes includes={restaurant.lunch_includes} />
          {menus.length > 0 ? (
            <ul className="menus">
              {menus.map((menu) => (
                <MenuItem
                  key={menu._id}
                  menu={menu}
                  fallbackPrice={restaurant.fallback_price}
                  daysText={menuDaysText(menu, today)}
                />
              ))}
            </ul>
          ) : (
            <p className="muted">Ingen lunchmeny publicerad för den här veckan.</p>
          )}
        </section>

        <aside className="restaurant-page__aside">
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
              <ul className="chips">
                {features.map((feature) => (
                  <li key={feature} className="chip">
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {cuisines.length + dietaryOptions.length > 0 && (
            <section className="card info-box" aria-labelledby="kitchen-heading">
              <h2 id="kitchen-heading" className="visually-hidden">
                Mattyp och kost
              </h2>
              {cuisines.length > 0 && (
                <>
                  <h3 className="info-box__subheading">Mattyp</h3>
                  <ul className="chips">
                    {cuisines.map((c) => (
                      <li key={c} className="chip">
                        {c}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {dietaryOptions.length > 0 && (
                <>
                  <h3 className="info-box__subheading">Kost</h3>
                  <ul className="chips">
                    {dietaryOptions.map((d) => (
                      <li key={d} className="chip">
                        {d}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}
