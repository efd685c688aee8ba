import type { BulkCloudExtractResult } from '@lunch/shared';

/** The cloud-function (Azure) results of the last bulk run (spec section 3): the summary and one line per restaurant. */
export function AzureResultsPanel({ result, running }: { result: BulkCloudExtractResult | null; running: boolean }) {
  return (
    <section className="new-restaurants__panel" aria-labelledby="new-restaurants-azure-results" aria-busy={running}>
      <h3 id="new-restaurants-azure-results">Azure Function Results</h3>
      {running ? (
        <p className="muted">Calling the Azure function…</p>
      ) : !result ? (
        <p className="muted">No run yet. Select restaurants and press 'Azure Extract'.</p>
      ) : (
        <>
          <dl className="nr-summary" aria-label="Summary">
            <div><dt>Total</dt><dd>{result.summary.total}</dd></div>
            <div><dt>Successful</dt><dd>{result.summary.successful}</dd></div>
            <div><dt>Failed</dt><dd>{result.summary.failed}</dd></div>
            <div><dt>Queued</dt><dd>{result.summary.queued}</dd></div>
          </dl>
          <ul className="nr-queue" aria-label="Azure results" tabIndex={0}>
            {result.results.map((r) => {
              const [tone, icon, text] = r.queued
                ? ['pending', '…', 'Queued']
                : r.success
                  ? ['success', '✓', `Success${r.classification ? `: ${r.classification}` : ''}${r.menusStored !== undefined ? `, ${r.menusStored} ${r.menusStored === 1 ? 'menu' : 'menus'} stored` : ''}`]
                  : ['error', '✗', `Failed${r.error ? `: ${r.error}` : ''}`];
              return (
                <li key={r.restaurantId} className={`nr-queue__item nr-queue__item--${tone}`}>
                  <span className="nr-queue__name">{r.restaurantName || r.restaurantId}</span>
                  <span className="nr-queue__state">
                    <span aria-hidden="true">{icon} </span>
                    {text}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
