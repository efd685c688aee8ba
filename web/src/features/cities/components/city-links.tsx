import { CITIES } from '@lunch/shared';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/** Every city of the service as a link to its lunch list. */
export function CityLinks({ label = 'Städer' }: { label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="city-links">
        {CITIES.map((city) => (
          <li key={city.name}>
            <Link className="city-links__link" to={paths.lunchList.getHref(city.name)}>
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
