import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/layout/content-page';
import { paths } from '../../config/paths';

/** Placeholder until accounts exist: the real form (username, password) arrives with the login work. */
export default function LoginRoute() {
  return (
    <ContentPage title="Logga in" lead="Inloggningen för personal öppnar snart.">
      <p>
        <Link to={paths.home.getHref()}>← Tillbaka till startsidan</Link>
      </p>
    </ContentPage>
  );
}
