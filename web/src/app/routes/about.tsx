import { Link } from '../../components/ui/link';
import { ContentPage } from '../../components/layout/content-page';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

export default function AboutRoute() {
  return (
    <ContentPage
      title="Om oss"
      lead={`${SITE_NAME} samlar dagens lunchmenyer på ett ställe, så att du snabbt hittar den bästa lunchen nära dig.`}
    >
      <h2>Vad vi gör</h2>
      <p>
        Vi samlar lunchmenyer, priser, lunchtider och vad som ingår i lunchen från över 200 restauranger i bland annat
        Stockholm, Malmö och Helsingborg. Menyerna uppdateras löpande, så att du alltid ser veckans och dagens
        luncher.
      </p>
      <h2>Så fungerar det</h2>
      <p>
        Välj en stad, filtrera på pris, mattyp och kost och se restaurangerna i en lista och på en karta. Tjänsten är
        gratis och du behöver inget konto.
      </p>
      <p>
        Saknar du en restaurang eller en stad? <Link to={paths.contact.getHref()}>Kontakta oss</Link>.
      </p>
    </ContentPage>
  );
}
