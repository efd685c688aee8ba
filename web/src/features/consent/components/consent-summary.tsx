import { useConsent } from '../hooks';
import { CookieSettingsButton } from './cookie-settings-button';

const onOff = (value: boolean) => (value ? 'på' : 'av');

/** The visitor's current cookie choice, for the privacy page, with a way to change it. */
export function ConsentSummary() {
  const choice = useConsent();
  return (
    <div className="consent-summary">
      {choice ? (
        <ul>
          <li>Nödvändiga cookies: alltid på</li>
          <li>Analyscookies: {onOff(choice.analytics)}</li>
          <li>Prestandacookies: {onOff(choice.performance)}</li>
        </ul>
      ) : (
        <p>Du har inte gjort något val ännu. Utan ditt val används bara nödvändiga cookies.</p>
      )}
      <CookieSettingsButton className="button button--small">Ändra cookieinställningar</CookieSettingsButton>
    </div>
  );
}
