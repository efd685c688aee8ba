export { ConsentBanner } from './components/consent-banner';
export { ConsentSummary } from './components/consent-summary';
export { CookieSettingsButton } from './components/cookie-settings-button';
export { startAnalytics } from './lib/start-analytics';
