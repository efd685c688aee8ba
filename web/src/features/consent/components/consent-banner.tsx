import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useConsent, useConsentSettingsOpen } from '../hooks';
import { closeConsentSettings, saveConsent } from '../lib/consent-store';

/**
 * The cookie choice, fixed at the bottom of the window (it never moves the page: no layout shift):
 * accept all, only necessary, or choose per kind. Shown until the visitor chooses, and again from
 * "Cookieinställningar". Keyboard: every control is a native button or checkbox; opened from the
 * settings button it takes focus and gives it back when closed; Escape closes it then.
 */
export function ConsentBanner() {
  const choice = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const visible = choice === null || settingsOpen;
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [performance, setPerformance] = useState(false);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Opened again from the footer or the privacy page: show the current choice, ready to change.
  useEffect(() => {
    if (!settingsOpen) return;
    setChoosing(true);
    setAnalytics(choice?.analytics ?? false);
    setPerformance(choice?.performance ?? false);
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    // Only when it opens, not on every change of the choice.
  }, [settingsOpen]);

  // Room at the bottom of the page for the banner, so it never hides the footer for good.
  useLayoutEffect(() => {
    const element = root.current;
    const style = document.documentElement.style;
    if (!visible || !element) {
      style.removeProperty('--consent-space');
      return;
    }
    const update = () => style.setProperty('--consent-space', `${element.offsetHeight}px`);
    // The observer reports the first size too, after the browser's own layout and before the paint:
    // reading it here would force an extra layout of the whole page inside React's commit.
    if (typeof ResizeObserver === 'undefined') return update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty('--consent-space');
    };
  }, [visible, choosing]);

  if (!visible) return null;

  function done(next: { analytics: boolean; performance: boolean }) {
    const hadSettingsOpen = settingsOpen;
    saveConsent(next);
    setChoosing(false);
    if (hadSettingsOpen) returnFocus.current?.focus();
  }

  function cancel() {
    closeConsentSettings();
    setChoosing(false);
    returnFocus.current?.focus();
  }

  return (
    <section
      ref={root}
      className="consent"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && settingsOpen && choice) cancel();
      }}
    >
      <div className="consent__inner">
        <h2 id={`${id}-title`} ref={heading} className="consent__title" tabIndex={-1}>
          Vi använder cookies
        </h2>
        <p className="consent__text">
          Nödvändiga cookies behövs för att tjänsten ska fungera. Analys- och prestandacookies använder vi bara om du
          godkänner dem. <Link to={paths.privacy.getHref()}>Läs mer om cookies</Link>
        </p>

        {choosing && (
          <fieldset className="consent__choices">
            <legend className="visually-hidden">Välj vilka cookies du godkänner</legend>
            <label className="consent__choice">
              <input type="checkbox" checked disabled />
              Nödvändiga cookies <span className="muted">(alltid på)</span>
            </label>
            <label className="consent__choice">
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
              Analyscookies
            </label>
            <label className="consent__choice">
              <input type="checkbox" checked={performance} onChange={(e) => setPerformance(e.target.checked)} />
              Prestandacookies
            </label>
          </fieldset>
        )}

        <div className="consent__actions">
          <button type="button" className="button button--small" onClick={() => done({ analytics: true, performance: true })}>
            Acceptera alla
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => done({ analytics: false, performance: false })}
          >
            Endast nödvändiga
          </button>
          {choosing ? (
            <button type="button" className="button button--small button--secondary" onClick={() => done({ analytics, performance })}>
              Spara mina val
            </button>
          ) : (
            <button type="button" className="button button--small button--secondary" onClick={() => setChoosing(true)}>
              Välj själv
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
