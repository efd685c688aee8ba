import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { CitySearch } from '../../features/cities/components/city-search';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SELLING_POINTS = [
  {
    title: 'Filtrera efter dina preferenser',
    text: 'Välj pris, mattyp och kost – och se bara luncher som passar dig.',
    icon: 'M4 6h16M7 12h10M10 18h4',
  },
  {
    title: 'Bläddra smidigt bland alla menyer',
    text: 'Dagens lunchmenyer från stadens restauranger, samlade på ett ställe.',
    icon: 'M5 4h11l3 3v13H5zM9 10h6M9 14h6',
  },
  {
    title: 'Spara tid och pengar',
    text: 'Jämför priser och vad som ingår innan du går – inga onödiga omvägar.',
    icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  },
] as const;

const FEATURED_CITIES = ['Stockholm', 'Malmö', 'Helsingborg'] as const;

/**
 * The hero's markup is also pre-rendered in index.html (painted before the JavaScript arrives: it is
 * the page's largest element); web/e2e/static-pages.test.ts checks that both put it in the same place.
 */
export default function HomeRoute() {
  const navigate = useNavigate();
  useDocumentTitle();

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">Ha koll på den bästa lunchen!</h1>
          <p className="hero__subtitle">Sveriges enklaste lunchmeny sök</p>
          <div className="hero__search">
            <CitySearch onSelect={(city) => navigate(paths.lunchList.getHref(city.name))} />
          </div>
          <p className="hero__cities">
            Populära städer:{' '}
            {FEATURED_CITIES.map((city, i) => (
              <span key={city}>
                {i > 0 && ', '}
                <Link to={paths.lunchList.getHref(city)}>{city}</Link>
              </span>
            ))}
          </p>
        </div>
      </section>

      <section className="container selling-points" aria-label="Därför ska du använda tjänsten">
        {SELLING_POINTS.map((point) => (
          <div key={point.title} className="selling-point">
            <svg className="selling-point__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={point.icon} />
            </svg>
            <h2 className="selling-point__title">{point.title}</h2>
            <p>{point.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
