import { useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';
import { describeDeliveries, testEvents } from '../lib/test-events';
import { AnalyticsCounts } from './analytics-counts';
import '../analytics.css';

interface ResultLine {
  label: string;
  text: string;
  ok: boolean;
}

interface Result {
  id: number;
  at: string;
  title: string;
  lines: ResultLine[];
}

const BATCH_EVENT = 'lunchkoll:analytics-batch';

/**
 * The dashboard's Analytics Test tab (spec "Analytics test panel"): whether analytics is configured and
 * consented, what each test event did on each channel (the configured endpoint, the first-party
 * counts), and the first-party counts of a city over the last 7 days.
 */
/** What the panel reports on, handed in by the admin area (the consent banner is another feature). */
export interface AnalyticsSetup {
  /** The visitor's cookie choice in this browser; null before any choice. */
  consent: { analytics: boolean; performance: boolean; decidedAt: string } | null;
  /** The configured analytics endpoint (VITE_ANALYTICS_URL), if any. */
  endpoint: string | null;
}

export function AnalyticsPanel({ consent, endpoint: ENDPOINT }: AnalyticsSetup) {
  const [results, setResults] = useState<Result[]>([]);
  const [city, setCity] = useState('Helsingborg');
  const nextId = useRef(1);

  const add = (title: string, lines: ResultLine[]) =>
    setResults((list) => [{ id: nextId.current++, at: new Date().toLocaleTimeString('sv-SE'), title, lines }, ...list]);

  // Each first-party batch's answer from the server, as its own result.
  useEffect(() => {
    const onBatch = (event: Event) => {
      const { status, counted, dropped } = (event as CustomEvent<{ status: number; counted?: number; dropped?: number }>).detail;
      add(
        'First-party batch sent',
        status === 200
          ? [{ label: 'POST /api/analytics/events', text: `HTTP 200: counted ${counted ?? 0}, dropped ${dropped ?? 0}`, ok: true }]
          : [{ label: 'POST /api/analytics/events', text: status ? `HTTP ${status}: not counted` : 'network error: not counted', ok: false }],
      );
    };
    window.addEventListener(BATCH_EVENT, onBatch);
    return () => window.removeEventListener(BATCH_EVENT, onBatch);
  }, []);

  const checkStatus = () => {
    const analytics = consent?.analytics === true;
    const performance = consent?.performance === true;
    add('GA status', [
      { label: 'Configured (VITE_ANALYTICS_URL)', text: ENDPOINT ? `yes: ${ENDPOINT}` : 'no: events are not sent to an analytics endpoint', ok: Boolean(ENDPOINT) },
      {
        label: 'Consent: analytics',
        text: consent ? (analytics ? `given (${new Date(consent.decidedAt).toLocaleString('sv-SE')})` : 'refused') : 'not decided yet (no choice made in the cookie banner)',
        ok: analytics,
      },
      { label: 'Consent: performance', text: consent ? (performance ? 'given' : 'refused') : 'not decided yet', ok: performance },
      { label: 'First-party counts', text: analytics ? 'on: events are counted (aggregates only)' : 'off: needs analytics consent', ok: analytics },
    ]);
  };

  const sendTestEvents = () => {
    for (const event of testEvents(city)) {
      const lines = describeDeliveries(track(event), { endpoint: ENDPOINT }).map((d) => ({ label: d.channel, text: d.text, ok: d.ok }));
      add(`Test event ${event.name}`, lines);
    }
  };

  return (
    <div className="analytics-panel">
      <div className="analytics-panel__intro">
        <h2>Analytics Test</h2>
        <p>
          Test events go through the same path as the public pages' events and are counted like them (search term “analytics test”, in the city chosen below). Consent is the
          visitor's own: change it with Cookie settings in the footer.
        </p>
      </div>
      <div className="analytics-panel__actions">
        <button type="button" className="button" onClick={checkStatus}>
          Check GA Status
        </button>
        <button type="button" className="button" onClick={sendTestEvents}>
          Send Test Events
        </button>
        <button type="button" className="button button--secondary" onClick={() => setResults([])} disabled={results.length === 0}>
          Clear Results
        </button>
      </div>

      <section aria-labelledby="analytics-results-title" className="analytics-panel__results">
        <h3 id="analytics-results-title">Results</h3>
        {results.length === 0 ? (
          <p className="analytics-panel__empty">No results yet.</p>
        ) : (
          <ol className="analytics-panel__list" aria-live="polite">
            {results.map((result) => (
              <li key={result.id} className="analytics-panel__result">
                <div className="analytics-panel__result-head">
                  <strong>{result.title}</strong>
                  <span>{result.at}</span>
                </div>
                <dl>
                  {result.lines.map((line) => (
                    <div key={line.label} className={line.ok ? 'analytics-panel__line analytics-panel__line--ok' : 'analytics-panel__line analytics-panel__line--off'}>
                      <dt>{line.label}</dt>
                      <dd>{line.text}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </section>

      <AnalyticsCounts city={city} onCityChange={setCity} />
    </div>
  );
}
