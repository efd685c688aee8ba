import { Link } from '../../components/ui/link';
import { ContentPage } from '../../components/layout/content-page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <ContentPage title="404 Page Not Found" lead="Sidan du letar efter finns inte.">
      {/* React hoists this into <head>: search engines should not index a missing page. */}
      <meta name="robots" content="noindex" />
      <p>
        <Link to={paths.home.getHref()}>← Tillbaka till startsidan</Link>
      </p>
    </ContentPage>
  );
}
