import { useEffect, useRef, useState } from 'react';
import { aiBadgeOfCategory } from '@lunch/shared';
import { useAiResponseAnalysis, type AiResponseAnalysisAnswer } from '../api/get-ai-response-analysis';
import { harvestFailureText, readFailureText, toastHarvestFailure } from '../api/harvest-errors';
import { useUnifyAiResponses } from '../api/unify-ai-responses';
import { toastError } from '../../../lib/toast-store';
import { AiCategoryBadge } from './status-badges';

/** The 'AI Response Analysis' button of the bulk bar and its modal; focus goes back to the button on close. */
export function AiResponseAnalysisButton() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog is removed rather than closed, so the browser's own focus return cannot be relied on.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <button ref={opener} type="button" className="button button--small button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        AI Response Analysis
      </button>
      {open && <AiResponseAnalysisModal onClose={close} />}
    </>
  );
}

const TITLE_ID = 'nr-ai-analysis-title';

function AiResponseAnalysisModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const analysis = useAiResponseAnalysis();
  const unify = useUnifyAiResponses();

  // A native modal dialog: focus moves into it, the page behind is inert, Escape closes it.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  // The toast for a failed read (spec section 8); the modal says it too, as toasts sit behind its backdrop.
  useEffect(() => {
    if (analysis.isError) toastHarvestFailure(analysis.error, 'Failed to fetch AI response analysis');
  }, [analysis.isError, analysis.error]);

  const applyUnification = (data: AiResponseAnalysisAnswer) => {
    if (Object.keys(data.replacementSchema ?? {}).length === 0) return toastError('No replacement schema available', 'Error');
    unify.mutate({ replacementSchema: data.replacementSchema });
  };

  return (
    <dialog
      ref={dialog}
      className="nr-dialog"
      aria-labelledby={TITLE_ID}
      onCancel={(e) => {
        e.preventDefault();
        if (!unify.isPending) onClose();
      }}
    >
      <div className="nr-dialog__head">
        <h2 id={TITLE_ID}>AI Response Analysis</h2>
        <button type="button" className="button button--small button--secondary" onClick={onClose} disabled={unify.isPending}>
          Close
        </button>
      </div>
      {analysis.isPending ? (
        <p className="muted" role="status">Analysing the stored AI responses…</p>
      ) : analysis.isError ? (
        <p className="nr-dialog__problem" role="alert">
          {readFailureText(analysis.error, 'Failed to fetch AI response analysis')}
        </p>
      ) : (
        <AnalysisBody data={analysis.data} unify={unify} onApply={() => applyUnification(analysis.data)} />
      )}
    </dialog>
  );
}

function AnalysisBody({ data, unify, onApply }: { data: AiResponseAnalysisAnswer; unify: ReturnType<typeof useUnifyAiResponses>; onApply: () => void }) {
  const schema = Object.entries(data.replacementSchema ?? {});
  const categories = data.aiUnification?.standardizedCategories;
  return (
    <div className="nr-analysis">
      <dl className="nr-summary" aria-label="Totals">
        <div><dt>Restaurants</dt><dd>{data.totalRestaurants}</dd></div>
        <div><dt>Unique responses</dt><dd>{data.uniqueResponseCount}</dd></div>
        {categories && <div><dt>Efficiency gain</dt><dd>{data.efficiencyGain}%</dd></div>}
      </dl>

      {!categories ? (
        <div className="nr-analysis__failed" role="alert">
          <h3>AI analysis failed</h3>
          <p>Only the basic list of responses is shown.</p>
        </div>
      ) : (
        <section aria-labelledby="nr-ai-proposal" className="nr-analysis__proposal">
          <h3 id="nr-ai-proposal">Proposal</h3>
          <ul className="nr-analysis__categories" aria-label="Standardized categories">
            {categories.map((c) => (
              <li key={c.category}>
                <strong>{c.displayName}</strong> <code>{c.category}</code>
                <span className="nr-analysis__description">{c.description}</span>
              </li>
            ))}
          </ul>
          <h4>Replacement schema</h4>
          {schema.length === 0 ? (
            <p className="muted">No replacement schema available</p>
          ) : (
            // Focusable, so a keyboard can scroll a long table (WCAG 2.1.1).
            <div className="nr-table-wrap" tabIndex={0} role="region" aria-label="Replacement schema">
              <table className="nr-table" aria-label="Replacement schema">
                <thead>
                  <tr><th scope="col">Old response</th><th scope="col">New category</th></tr>
                </thead>
                <tbody>
                  {schema.map(([from, to]) => (
                    <tr key={from}>
                      <td>{from}</td>
                      <td><span aria-hidden="true">→ </span>{to}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="nr-analysis__apply">
            <button type="button" className="button button--small" disabled={schema.length === 0 || !data.canPerformReplacement || unify.isPending} onClick={onApply}>
              {unify.isPending ? 'Applying…' : 'Apply unification'}
            </button>
            {schema.length === 0 && <span className="muted">No replacement schema available</span>}
          </div>
          {/* The page's toasts sit behind the modal's backdrop, so the outcome is said here too. */}
          <div aria-live="polite">
            {unify.isSuccess && <p className="nr-dialog__done">Unification Complete! {unify.data.updatedCount} {unify.data.updatedCount === 1 ? 'restaurant' : 'restaurants'} updated.</p>}
            {unify.isError && <p className="nr-dialog__problem" role="alert">{harvestFailureText(unify.error, 'Failed to apply unification')}</p>}
          </div>
        </section>
      )}

      <section aria-labelledby="nr-ai-responses">
        <h3 id="nr-ai-responses">Unique responses</h3>
        <div className="nr-table-wrap" tabIndex={0} role="region" aria-labelledby="nr-ai-responses">
          <table className="nr-table" aria-labelledby="nr-ai-responses">
            <thead>
              <tr><th scope="col">Response</th><th scope="col">Count</th><th scope="col">Badge</th><th scope="col">Restaurants</th></tr>
            </thead>
            <tbody>
              {data.responses.map((r) => (
                <tr key={r.response}>
                  <td className="nr-table__response">{r.response}</td>
                  <td>{r.count}</td>
                  <td><AiCategoryBadge kind={aiBadgeOfCategory(r.category ?? null)} /></td>
                  <td>{r.restaurants.map((x) => x.name).join(', ')}{r.hasMore ? ', …' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
