import type { DecisionOutcome } from '../lib/decision-outcome';

const TITLES: Record<DecisionOutcome['kind'], string> = {
  done: 'Klart',
  'already-decided': 'Redan beslutad',
  invalid: 'Kontrollera rätterna',
  gone: 'Finns inte',
  failed: 'Misslyckades',
};

/** What an action came to: a status for a success, an alert for everything else. */
export function OutcomeText({ outcome }: { outcome: DecisionOutcome }) {
  const success = outcome.kind === 'done';
  return (
    <p className={`mr-outcome mr-outcome--${outcome.kind}`} role={success ? 'status' : 'alert'}>
      <strong>{TITLES[outcome.kind]}:</strong> {outcome.text}
    </p>
  );
}
