import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthUser } from '@lunch/shared';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { redirectToLogin } from '../../../lib/unauthorized';
import { useOwnerRestaurants } from '../api/get-owner-restaurants';
import type { RenderOwnerPreview } from '../lib/preview';
import { RestaurantWeeks } from './restaurant-weeks';
import '../owner-week.css';

interface OwnerScreenProps {
  /** Who is signed in: null for nobody, undefined while that is not known yet. */
  user: AuthUser | null | undefined;
  userError: boolean;
  renderPreview: RenderOwnerPreview;
}

/**
 * /agare: the owner's restaurants and their weeks. Nobody signed in goes to the login page (which
 * brings an owner back here); a signed-in user who is not an owner is told so.
 */
export function OwnerScreen({ user, userError, renderPreview }: OwnerScreenProps) {
  const signedOut = user === null;
  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut]);

  if (userError) return <Notice tone="error" title="Ett fel uppstod" as="h1"><p>Kunde inte se vem som är inloggad. Ladda om sidan.</p></Notice>;
  if (user === undefined) return <Spinner label="Laddar..." className="spinner--block" />;
  if (user === null) {
    return (
      <Notice title="Logga in" as="h1">
        <p>Logga in med ditt ägarkonto för att skriva in veckans lunch.</p>
        <p>
          <Link to={paths.login.getHref()}>Till inloggningen</Link>
        </p>
      </Notice>
    );
  }
  if (user.role !== 'owner') {
    return (
      <Notice title="Sidan är för restaurangägare" as="h1">
        <p>
          Du är inloggad som {user.username}, men kontot är inte ett ägarkonto. Restaurangägare får ett konto via en inbjudan; be om en på
          restaurangens sida under "Är det din restaurang?".
        </p>
        <p>
          <Link to={paths.home.getHref()}>Till startsidan</Link>
        </p>
      </Notice>
    );
  }
  return <OwnerRestaurants renderPreview={renderPreview} />;
}

function OwnerRestaurants({ renderPreview }: { renderPreview: RenderOwnerPreview }) {
  const query = useOwnerRestaurants(true);
  const [search, setSearch] = useSearchParams();

  if (query.isPending) return <Spinner label="Laddar dina restauranger..." className="spinner--block" />;
  if (query.isError) {
    return (
      <Notice tone="error" title="Kunde inte ladda dina restauranger" as="h1">
        <p>{serverMessage(query.error, 'Ingen kontakt med servern.')}</p>
      </Notice>
    );
  }
  const restaurants = query.data;
  if (restaurants.length === 0) {
    return (
      <Notice title="Inga restauranger" as="h1">
        <p>Ditt konto är inte kopplat till någon restaurang just nu. Har du fått en ny inbjudan, öppna länken i den.</p>
      </Notice>
    );
  }
  const selected = restaurants.find((r) => r.id === search.get('restaurang')) ?? restaurants[0];

  return (
    <div className="owner-screen">
      <h1 className="owner-screen__title">Veckans lunch</h1>
      {restaurants.length > 1 && (
        <nav aria-label="Dina restauranger" className="owner-picker">
          {restaurants.map((r) => (
            <button
              key={r.id}
              type="button"
              className="owner-picker__item"
              aria-current={r.id === selected.id ? 'page' : undefined}
              onClick={() => setSearch({ restaurang: r.id })}
            >
              {r.name}
              {r.city && <span className="owner-picker__city">{r.city}</span>}
            </button>
          ))}
        </nav>
      )}
      <RestaurantWeeks key={selected.id} restaurant={selected} renderPreview={renderPreview} />
    </div>
  );
}
