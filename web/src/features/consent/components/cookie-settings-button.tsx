import { openConsentSettings } from '../lib/consent-store';

/** Opens the cookie choice again ("Cookieinställningar"), e.g. in the footer. */
export function CookieSettingsButton({ className = 'link-button', children = 'Cookieinställningar' }: { className?: string; children?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {children}
    </button>
  );
}
