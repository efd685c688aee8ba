import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/layout/content-page';
import { paths } from '../../config/paths';

/** Placeholder for the admin area (second specification document). */
export default function AdminRoute() {
  return (
    <ContentPage title="Admin Dashboard" lead="Administrationen är inte tillgänglig ännu.">
      <p>
        <Link to={paths.home.getHref()}>← Tillbaka till startsidan</Link>
      </p>
    </ContentPage>
  );
}
