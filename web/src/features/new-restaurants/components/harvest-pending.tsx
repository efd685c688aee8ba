import type { ReactNode } from 'react';

/** Link checks, AI and cloud extraction come with the harvesting issue: their places are shown, disabled. */
export const HARVEST_PENDING = 'Kommer med skördningen';

export function PendingButton({ children }: { children: ReactNode }) {
  return (
    // The title sits on the wrapper too: a disabled button gets no hover events in every browser.
    <span className="new-restaurants__pending" title={HARVEST_PENDING}>
      <button type="button" className="button button--small button--secondary" disabled title={HARVEST_PENDING}>
        {children}
      </button>
    </span>
  );
}

/** A labelled group of the not-yet-built actions, so they read as one pending block rather than broken buttons. */
export function PendingGroup({ children }: { children: ReactNode }) {
  return (
    <span className="new-restaurants__pending-group" role="group" aria-label={HARVEST_PENDING}>
      <span className="new-restaurants__pending-label">{HARVEST_PENDING}:</span>
      {children}
    </span>
  );
}

/** The AI extraction queue panel and the cloud-function (Azure) results panel, not built yet. */
export function HarvestPanels() {
  return (
    <div className="new-restaurants__panels">
      <section className="new-restaurants__panel" aria-labelledby="new-restaurants-ai-queue">
        <h3 id="new-restaurants-ai-queue">AI Extraction Queue</h3>
        <p className="muted">{HARVEST_PENDING}</p>
      </section>
      <section className="new-restaurants__panel" aria-labelledby="new-restaurants-azure-results">
        <h3 id="new-restaurants-azure-results">Azure Function Results</h3>
        <p className="muted">{HARVEST_PENDING}</p>
      </section>
    </div>
  );
}
