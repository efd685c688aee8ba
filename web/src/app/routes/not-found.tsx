import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/layout/content-page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <ContentPage title="404 Page Not Found" lead="Sidan du letar efter finns inte.">
      <p>
        <Link to={paths.home.getHref()}>← Tillbaka till startsidan</Link>
      </p>
    </ContentPage>
  );
}
