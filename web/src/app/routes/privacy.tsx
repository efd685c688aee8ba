import { ContentPage } from '../../components/layout/content-page';
import { SUPPORT_EMAIL } from '../../config/site';
import { ConsentSummary } from '../../features/consent';

export default function PrivacyRoute() {
  return (
    <ContentPage
      title="Integritetspolicy"
      lead="Vi värnar om din integritet. Här beskriver vi vilka uppgifter vi samlar in, varför och vilka rättigheter du har."
    >
      <h2>Uppgifter vi samlar in</h2>
      <ul>
        <li>Kontonamn och e-postadress, om du har ett konto.</li>
        <li>Recensioner och betyg som du lämnar.</li>
        <li>Sparade favoriter.</li>
        <li>Teknisk information, till exempel webbläsare, enhet och IP-adress.</li>
      </ul>

      <h2>Cookies</h2>
      <ul>
        <li>
          <strong>Nödvändiga cookies</strong> – behövs för att tjänsten ska fungera, till exempel för inloggning och
          för att komma ihåg ditt cookieval. De är alltid på.
        </li>
        <li>
          <strong>Analyscookies</strong> – hjälper oss att förstå hur tjänsten används (till exempel vilka
          restauranger som visas och vilka sökningar som görs) så att vi kan förbättra den. Används bara om du
          godkänner dem.
        </li>
        <li>
          <strong>Prestandacookies</strong> – hjälper oss att hålla tjänsten snabb och stabil (till exempel hur
          snabbt sidorna laddas). Används bara om du godkänner dem.
        </li>
      </ul>

      <h2>Dina cookieval</h2>
      <p>Du kan ändra ditt val när du vill, här eller via länken Cookieinställningar längst ned på varje sida.</p>
      <ConsentSummary />

      <h2>Tredjepartstjänster</h2>
      <p>För att driva tjänsten använder vi:</p>
      <ul>
        <li>en tjänst för sessionshantering (inloggning),</li>
        <li>en databas där restauranger och konton lagras,</li>
        <li>en leverantör av webbhotell och drift,</li>
        <li>en analystjänst – bara om du har godkänt analys- eller prestandacookies.</li>
      </ul>

      <h2>Dina rättigheter enligt GDPR</h2>
      <ul>
        <li>Rätt till tillgång – att få veta vilka uppgifter vi har om dig.</li>
        <li>Rätt till rättelse – att felaktiga uppgifter rättas.</li>
        <li>Rätt till radering – att dina uppgifter tas bort.</li>
        <li>Rätt till begränsning – att behandlingen av dina uppgifter begränsas.</li>
        <li>Rätt att göra invändningar – mot att dina uppgifter behandlas.</li>
      </ul>
      <p>
        Kontakta oss på <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> om du vill använda någon av dina
        rättigheter.
      </p>
    </ContentPage>
  );
}
