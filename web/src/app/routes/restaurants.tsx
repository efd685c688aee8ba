import { CityLinks } from '../../features/cities/components/city-links';
import { ContentPage } from '../../components/layout/content-page';

export default function RestaurantsRoute() {
  return (
    <ContentPage title="Restauranger" lead="Välj en stad för att se dagens lunchrestauranger och deras menyer.">
      <CityLinks />
    </ContentPage>
  );
}
