import { CITIES } from '@lunch/shared';
import { ContentPage } from '../../components/layout/content-page';
import { SUPPORT_EMAIL } from '../../config/site';

const cityList = new Intl.ListFormat('sv-SE', { style: 'long', type: 'conjunction' }).format(CITIES.map((c) => c.name));

export default function ContactRoute() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <ContentPage title="Kontakt" lead={<>Har du frågor eller synpunkter? Mejla oss på {mail}.</>}>
      <h2>Vanliga frågor</h2>
      <div className="faq">
        <details>
          <summary>Hur lägger jag till min restaurang?</summary>
          <p>
            Skicka ett mejl till {mail} med restaurangens namn, adress, öppettider för lunch och en länk till
            lunchmenyn, så lägger vi till den.
          </p>
        </details>
        <details>
          <summary>Kostar det något att använda tjänsten?</summary>
          <p>Nej, tjänsten är helt gratis att använda.</p>
        </details>
        <details>
          <summary>Vilka städer finns med?</summary>
          <p>
            Just nu finns {cityList}. Vill du hjälpa till att få med fler städer och restauranger? Vi söker frivilliga –
            hör av dig till {mail}.
          </p>
        </details>
      </div>
    </ContentPage>
  );
}
